#!/usr/bin/env bash
# Where each row still under its target spends its time: `perf record` of a 2-second 1080p run of
# each, samples grouped by where the code lives. Run from the repository root with a release
# segue-bench: bash Benchmarks/results/2026-11-30-profiles-llvmpipe/profile.sh E1 E2 … > table.md
set -euo pipefail
bench=${BENCH:-.build/release/segue-bench}
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
echo "| transition | llvmpipe's JIT code | swrast_dri.so | Segue and the Swift runtime | kernel | the rest |"
echo "| --- | ---: | ---: | ---: | ---: | ---: |"
for effect in "$@"; do
  perf record -q -F 499 -o "$data/$effect.data" -- "$bench" --effects "$effect" --sizes 1080p --fusion fused \
    --upload once --readback none --baselines none --seconds 2 --repeat 1 >/dev/null 2>&1
  perf report -i "$data/$effect.data" --sort dso --stdio 2>/dev/null | awk -v effect="$effect" '
    /^ +[0-9.]+%/ {
      share = $1 + 0; dso = $2
      if (dso == "[JIT]" || dso == "[unknown]") jit += share
      else if (dso == "swrast_dri.so") swrast += share
      else if (dso == "[kernel.kallsyms]") kernel += share
      else if (dso ~ /^(segue-bench|libswift|lib_Foundation|libFoundation|libdispatch|libBlocksRuntime)/) swift += share
      else rest += share
    }
    END { printf "| %s | %.1f%% | %.1f%% | %.1f%% | %.1f%% | %.1f%% |\n", effect, jit, swrast, swift, kernel, rest }'
done
