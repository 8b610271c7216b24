#!/usr/bin/env bash
# Sets up and runs the whole test suite (GPU tests run on Mesa's llvmpipe when there is no GPU;
# the preview's in headless Chromium), the package tests (scripts/package-tests.sh),
# then every fuzz target for a few seconds: a target that fails to build or finds a crash fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."
# The live preview's tests drive a real browser.
SEGUE_EXTRA_PACKAGES="chromium chromium-driver" source scripts/setup.sh
# `segue batch` runs under a real single-node Slurm (root or sudo needed), and its Kubernetes Job is
# checked against the schema; where either cannot be had the tests that need them say they skip,
# unless SEGUE_REQUIRE_SLURM / SEGUE_REQUIRE_KUBERNETES_VALIDATE make them fail instead.
if ! bash scripts/slurm.sh; then
  [[ ${SEGUE_REQUIRE_SLURM:-} == 1 ]] && exit 1
  echo "segue test: no Slurm here; the Slurm array test will skip" >&2
fi
if ! command -v kubernetes-validate >/dev/null 2>&1; then
  pip install --quiet --timeout 10 --retries 1 --break-system-packages kubernetes-validate >/dev/null 2>&1 ||
    pip install --quiet --timeout 10 --retries 1 kubernetes-validate >/dev/null 2>&1 ||
    echo "segue test: could not install kubernetes-validate; the schema test will skip" >&2
fi
swift build --build-tests
swift test --skip-build "$@"
# What users install: the tarball, the .deb and the image, built from this checkout and tried on a
# Debian made here (no Swift toolchain in it); where podman cannot be had it says it skips, unless
# SEGUE_REQUIRE_PACKAGES=1. A filtered run (arguments given) is about the Swift tests alone.
(($#)) || bash scripts/package-tests.sh
scripts/fuzz.sh all "${SEGUE_FUZZ_SECONDS:-3}"
