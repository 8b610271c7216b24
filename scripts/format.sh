#!/usr/bin/env bash
# Formats every Swift file of the package with the toolchain's swift-format and the checked-in
# .swift-format; `scripts/format.sh --check` only reports what is not formatted (what CI runs).
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Sources Tests Benchmarks Plugins Fuzz/Targets Package.swift)
if [[ ${1:-} == --check ]]; then
  swift format lint --strict --recursive --parallel "${paths[@]}"
else
  swift format format --in-place --recursive --parallel "${paths[@]}"
fi
