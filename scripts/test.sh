#!/usr/bin/env bash
# Sets up and runs the whole test suite (GPU tests run on Mesa's llvmpipe when there is no GPU),
# then every fuzz target for a few seconds: a target that fails to build or finds a crash fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
swift build --build-tests
swift test --skip-build "$@"
scripts/fuzz.sh all "${SEGUE_FUZZ_SECONDS:-3}"
