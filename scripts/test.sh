#!/usr/bin/env bash
# Sets up and runs the whole test suite (GPU tests run on Mesa's llvmpipe when there is no GPU;
# the preview's in headless Chromium),
# then every fuzz target for a few seconds: a target that fails to build or finds a crash fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."
# The live preview's tests drive a real browser.
SEGUE_EXTRA_PACKAGES="chromium chromium-driver" source scripts/setup.sh
swift build --build-tests
swift test --skip-build "$@"
scripts/fuzz.sh all "${SEGUE_FUZZ_SECONDS:-3}"
