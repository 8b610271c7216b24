#!/usr/bin/env bash
# Segue against GPUImage2's renderer on the same frames (issue 43): pixellate-dissolve (Pixellate on
# each side into DissolveBlend, both libraries' graph) and crossfade (DissolveBlend), 1080p, the
# example photos fitted to the frame and uploaded once, each frame waited for (`finish`) or read back
# to RGBA (`read`). Segue and GPUImage2 take turns, ROUNDS times; medians and ratios at the end.
#
#   bash Benchmarks/gpuimage2-peer/compare.sh GPUIMAGE2_CHECKOUT [ROUNDS] [SECONDS]
#
# GPUIMAGE2_CHECKOUT: a clone of https://github.com/BradLarson/GPUImage2 (measured at 3a2275e).
# Needs a release segue-bench (swift build -c release --product segue-bench), ffmpeg, libgl-dev and
# python3. GPUImage2 runs on desktop GL through EGL's surfaceless platform: Mesa's llvmpipe here, or
# whatever GL the machine has (its renderer is printed). Results go to $OUT (default: a new folder).
set -euo pipefail
cd "$(dirname "$0")/../.."
checkout=$(realpath "${1:?usage: compare.sh GPUIMAGE2_CHECKOUT [ROUNDS] [SECONDS]}")
rounds=${2:-3}
seconds=${3:-1}
[[ -d $checkout/framework/Source ]] || { echo "compare.sh: $checkout is not a GPUImage2 checkout" >&2; exit 1; }
bench=.build/release/segue-bench
[[ -x $bench ]] || { echo "compare.sh: build $bench first" >&2; exit 1; }
out=${OUT:-$(mktemp -d -t gpuimage2-peer.XXXXXX)}
mkdir -p "$out"

# The harness builds apart from Segue, with GPUImage2's source linked in.
work=.build/gpuimage2-peer
mkdir -p "$work"
cp -R Benchmarks/gpuimage2-peer/Package.swift Benchmarks/gpuimage2-peer/Sources "$work/"
ln -sfn "$checkout/framework/Source" "$work/Sources/GPUImage"
swift build -c release --package-path "$work" >&2
peer=$work/.build/release/peer

# segue-bench fits the photos to the frame (cover); ffmpeg does the same here for GPUImage2.
for name in coffee chelsea; do
  ffmpeg -loglevel error -y -i "examples/$name.png" \
    -vf scale=1920:1080:force_original_aspect_ratio=increase,crop=1920:1080 -f rawvideo -pix_fmt rgba "$work/$name.rgba"
done

for round in $(seq "$rounds"); do
  for readback in finish read; do
    segue_mode=$([[ $readback == finish ]] && echo finish || echo sync)
    "$bench" --effects pixellate-dissolve,crossfade --sizes 1080p --fusion fused --upload once \
      --readback "$segue_mode" --baselines none --seconds "$seconds" --repeat 1 \
      --json "$out/segue-$readback-$round.json" >/dev/null
    for effect in pixellate-dissolve crossfade; do
      "$peer" "$effect" "$work/coffee.rgba" "$work/chelsea.rgba" 1920 1080 "$seconds" "$readback" \
        >"$out/gpuimage2-$effect-$readback-$round.txt"
    done
  done
done

python3 - "$out" "$rounds" <<'EOF'
import json, statistics, sys
out, rounds = sys.argv[1], int(sys.argv[2])
print("| effect | readback | Segue fps | GPUImage2 fps | Segue ÷ GPUImage2 |")
print("| --- | --- | ---: | ---: | ---: |")
for effect in ("pixellate-dissolve", "crossfade"):
    for readback in ("finish", "read"):
        segue, peer, ratios = [], [], []
        for r in range(1, rounds + 1):
            results = json.load(open(f"{out}/segue-{readback}-{r}.json"))["results"]
            s = next(x["fps"] for x in results if x["effect"] == effect)
            line = open(f"{out}/gpuimage2-{effect}-{readback}-{r}.txt").read()
            p = float(line.split()[0].split("=")[1])
            segue.append(s); peer.append(p); ratios.append(s / p)
        print(f"| {effect} | {readback} | {statistics.median(segue):.1f} | {statistics.median(peer):.1f} "
              f"| {statistics.median(ratios):.2f} |")
print(f"\n(medians of {rounds} rounds; every run's JSON and line in {out})")
EOF
