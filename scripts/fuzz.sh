#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/Targets and runs one:
#   scripts/fuzz.sh TARGET SECONDS [libFuzzer options…]   e.g. scripts/fuzz.sh png 60, or png 0 -runs=1000000
#   scripts/fuzz.sh all SECONDS                            each target in turn (the test script's short run)
#   scripts/fuzz.sh build                                  build only
# The library is built with coverage and AddressSanitizer into .build-fuzz; each target links
# its objects. New inputs go to .build-fuzz/corpus/TARGET (Fuzz/corpus/TARGET seeds it and stays
# as committed); a crash leaves its input in .build-fuzz/crashes and fails the script.
set -euo pipefail
cd "$(dirname "$0")/.."
targets=(png jpeg effect behaviour param curve lut)
scratch=.build-fuzz
sanitizers=-sanitize=fuzzer,address
coverage=-sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table

build() {
  # The library gets libFuzzer's coverage without -sanitize=fuzzer itself, which would also reach
  # the build tool that embeds the shaders and take its main(); its leaks are no concern here.
  # Optimised (ten times the executions of a debug build), with internals open to the targets.
  ASAN_OPTIONS=detect_leaks=0 swift build --scratch-path "$scratch" -c release -Xswiftc -enable-testing -Xswiftc -sanitize=address \
    -Xswiftc "$coverage" -Xswiftc -use-ld=lld --target Segue >"$scratch.log" 2>&1 || { cat "$scratch.log" >&2; exit 1; }
  local bin
  bin=$(swift build --scratch-path "$scratch" -c release --show-bin-path)
  local objects=()
  # The objects of each module's sources as they are now: a source moved to another module leaves
  # its old object behind, and linking that would define its symbols twice.
  local source
  for module in Segue SegueGL SegueTime; do
    while read -r source; do objects+=("$bin/$module.build/${source##*/}.o"); done <"$bin/$module.build/sources"
  done
  local modulemaps=()
  for module in CEGL CGLES3 CGBM CSPNG CTurboJPEG; do modulemaps+=(-Xcc "-fmodule-map-file=Sources/$module/module.modulemap" -I "Sources/$module"); done
  for target in "${targets[@]}"; do
    local program="$scratch/fuzz-$target"
    if [[ ! -x $program || Fuzz/Targets/$target.swift -nt $program || $(find "$bin/Segue.build" "$bin/SegueTime.build" -name '*.o' -newer "$program" | head -1) ]]; then
      swiftc -parse-as-library -O -g "$sanitizers" -use-ld=lld -I "$bin/Modules" "${modulemaps[@]}" "Fuzz/Targets/$target.swift" "${objects[@]}" \
        -lspng -lturbojpeg -lEGL -lGLESv2 -lgbm -o "$program"
    fi
  done
}

run() {
  local target=$1 seconds=$2
  shift 2
  [[ -f Fuzz/Targets/$target.swift ]] || { echo "fuzz: unknown target '$target' (targets: ${targets[*]})" >&2; exit 2; }
  mkdir -p "$scratch/corpus/$target" "$scratch/crashes"
  local limit=()
  [[ $seconds != 0 ]] && limit=(-max_total_time="$seconds")
  "$scratch/fuzz-$target" "${limit[@]}" -rss_limit_mb=2048 -timeout=10 -print_final_stats=1 \
    -artifact_prefix="$scratch/crashes/$target-" "$@" "$scratch/corpus/$target" "Fuzz/corpus/$target"
}

mkdir -p "$scratch"
case ${1:-} in
  build) build ;;
  all) build; for target in "${targets[@]}"; do run "$target" "${2:-5}"; done ;;
  "") echo "usage: scripts/fuzz.sh TARGET|all|build [SECONDS] [libFuzzer options…]" >&2; exit 2 ;;
  *) build; run "$@" ;;
esac
