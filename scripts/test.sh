#!/usr/bin/env bash
# Sets up and runs the whole test suite (GPU tests run on Mesa's llvmpipe when there is no GPU).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
swift build --build-tests
swift test --skip-build "$@"
