#!/usr/bin/env bash
# Segue on a lent GPU machine, in one call: the EGL platform and driver, every frame against the
# llvmpipe render made on the development machine, the bench's figures and the engine's own cost,
# end-to-end Y4M renders, and whether ffmpeg there can use NVENC/NVDEC (BENCHMARKS.md, "NVIDIA").
#
#   bash Benchmarks/gpu-check.sh prepare     # here: release build, loaders, libraries, references into .gl/
#   bash Benchmarks/gpu-check.sh run [STEP…]  # there, from the repository root (results in $OUT or gpu-results/)
#
# STEPs (default all, in this order): platform, bench, e2e, frames, profile, video.
#
# The GPU machine has no Swift and no package registry: `prepare` packs the statically linked
# binaries, the system libraries they load (libspng, libturbojpeg, libgbm and theirs) and the GLVND
# loader packages into .gl/, which the run names in `carry`. SEGUE_GPU_QUICK=1 shortens every window
# (a smoke test of the script itself, e.g. on llvmpipe).
set -uo pipefail
cd "$(dirname "$0")/.."
kit=$PWD/.gl

prepare() {
  set -e
  swift build -c release --static-swift-stdlib --product segue
  swift build -c release --static-swift-stdlib --product segue-bench
  rm -rf "$kit/bin" "$kit/lib" "$kit/frames-llvmpipe" "$kit/frames-size.txt"
  mkdir -p "$kit/bin" "$kit/lib" /tmp/segue-amd64/partial
  cp .build/release/segue .build/release/segue-bench "$kit/bin/"
  strip "$kit/bin/segue" "$kit/bin/segue-bench"
  tar -C "$kit/bin" -cf - segue segue-bench | xz -T0 -6 >"$kit/bins.tar.xz"
  rm -rf "$kit/bin"
  # Every library the binary loads except glibc's own and GL's (those come from the loader packages).
  ldd .build/release/segue | awk '/=> \//{print $1, $3}' | while read -r name path; do
    case $name in libc.so*|libm.so*|libpthread*|libdl*|librt*|libEGL*|libGLES*|libGLdispatch*|libstdc++*|libgcc_s*) ;;
      *) cp -L "$path" "$kit/lib/$name" ;;
    esac
  done
  local apt=(-oAPT::Architecture=amd64 -oAPT::Architectures=amd64 -oDir::State::Lists=/tmp/segue-amd64)
  apt-get "${apt[@]}" update -qq
  (cd "$kit" && rm -f ./*.deb && apt-get "${apt[@]}" download -qq libegl1 libglvnd0 libopengl0 libgl1 libglx0 libgles2 2>/dev/null)
  # Small and odd: rounding shows, and the references fit in the 64 MiB a call carries beside the binaries.
  local size=${SEGUE_GPU_FRAMES_SIZE:-201x113}
  .build/release/segue-bench frames --size "$size" --out "$kit/frames-llvmpipe"
  echo "$size" >"$kit/frames-size.txt"
  grep -qx '/.gl/' .git/info/exclude 2>/dev/null || echo '/.gl/' >>.git/info/exclude
  du -sh "$kit"
}

# Prints a step's title and its command, then runs it; a failing step does not stop the others.
step() {
  echo
  echo "== $* (at ${SECONDS}s)"
  "$@"
  local status=$?
  [[ $status -eq 0 ]] || echo "(exit status $status)"
}

# Seconds a command takes, its output discarded.
timed() {
  local start end
  start=$(date +%s.%N)
  "$@" >/dev/null
  local status=$?
  end=$(date +%s.%N)
  awk "BEGIN { printf \"%.3f\", $end - $start }"
  return $status
}

# Whole renders to a pipe, start-up included; two lengths at 1080p, so that the start-up and the
# steady rate can be told apart: (frames of the long - frames of the short) / (its seconds - the short's).
endToEnd() {
  local frames=$1 long=$2
  for size in 1920x1080 3840x2160; do
    for effect in pixellate-dissolve crossfade page-flip; do
      local lengths=$frames
      [[ $size == 1920x1080 ]] && lengths="$frames $long"
      for count in $lengths; do
        for run in 1 2; do
          local seconds
          seconds=$(timed "$bin/segue" render --from examples/coffee.png --to examples/chelsea.png --transition "$effect" \
            --size "$size" --fps "$count" --duration 1 --quiet --out - --format y4m)
          echo "$size $effect run $run: $((count + 1)) frames in $seconds s: $(awk "BEGIN { printf \"%.0f\", ($count + 1) / $seconds }") fps"
        done
      done
    done
  done
}

videoOnGPU() {
  if ! command -v ffmpeg >/dev/null; then
    echo "no ffmpeg on this machine: NVENC/NVDEC cannot be timed here"
    return 0
  fi
  ffmpeg -hide_banner -version | head -1
  ffmpeg -hide_banner -encoders 2>/dev/null | grep -Ei 'nvenc' || echo "no NVENC encoder in this ffmpeg"
  ffmpeg -hide_banner -hwaccels 2>/dev/null
  ffmpeg -hide_banner -encoders 2>/dev/null | grep -q h264_nvenc || return 0
  local clips=/tmp/segue-clips
  mkdir -p $clips
  ffmpeg -v error -y -f lavfi -i testsrc2=size=1920x1080:rate=30 -t 5 -pix_fmt yuv420p -c:v libx264 $clips/a.mp4
  ffmpeg -v error -y -f lavfi -i mandelbrot=size=1920x1080:rate=30 -t 5 -pix_fmt yuv420p -c:v libx264 $clips/b.mp4
  for codec in libx264 h264_nvenc; do
    echo "clip job, encoder $codec: $(timed "$bin/segue" render --from $clips/a.mp4 --to $clips/b.mp4 --transition fade --duration 1 \
      --codec $codec --quiet --overwrite --out $clips/out-$codec.mp4) s"
  done
}

run() {
  local out=$1
  shift
  if command -v nvidia-smi >/dev/null; then
    for f in "$kit"/*.deb; do dpkg -x "$f" /; done
    ldconfig
    local vendor=/usr/local/nvidia/share/glvnd/egl_vendor.d/10_nvidia.json
    if [[ ! -e /usr/share/glvnd/egl_vendor.d/10_nvidia.json && -e $vendor ]]; then export __EGL_VENDOR_LIBRARY_FILENAMES=$vendor; fi
  fi
  bin=/tmp/segue-bin
  mkdir -p $bin
  xz -dc "$kit/bins.tar.xz" | tar -C $bin -xf -
  export LD_LIBRARY_PATH=$kit/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
  local seconds=0.2 repeat=5 allSeconds=0.05 frames=600 long=6000
  if [[ ${SEGUE_GPU_QUICK:-0} == 1 ]]; then seconds=0.05 repeat=1 allSeconds=0.02 frames=10 long=20; fi

  local steps=${*:-platform bench e2e frames profile video}
  if [[ " $steps " == *" platform "* ]]; then
    step nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm,clocks.max.mem --format=csv
    step uname -srm
    step nproc
    step "$bin/segue" info
    step env SEGUE_EGL_PLATFORM=device "$bin/segue" info
    step env SEGUE_EGL_PLATFORM=surfaceless "$bin/segue" info
    step env SEGUE_EGL_PLATFORM=gbm "$bin/segue" info
    step "$bin/segue-bench" --info
  fi
  if [[ " $steps " == *" bench "* ]]; then
    # Compute passes pipelined, waited for frame by frame, and read back; fragment passes pipelined.
    step "$bin/segue-bench" --effects pixellate-dissolve,crossfade,page-flip --sizes 1080p,4k --fusion fused --upload once \
      --stage compute,fragment --readback none,finish,async,async-yuv420 --baselines raw,floor \
      --seconds $seconds --repeat $repeat --json "$out/bench-focus.json"
    step "$bin/segue-bench" --sizes 1080p,4k --fusion fused --upload once --readback none --baselines floor \
      --seconds $allSeconds --repeat 3 --json "$out/bench-all.json"
  fi
  [[ " $steps " == *" e2e "* ]] && step bash "$0" end-to-end $frames $long
  if [[ " $steps " == *" frames "* ]]; then
    step "$bin/segue-bench" frames --size "$(cat "$kit/frames-size.txt")" --out /tmp/frames-gpu \
      --compare-with "$kit/frames-llvmpipe" --tolerance 1 | tee "$out/frames-diff.txt"
    # The frames over the tolerance come back to be looked at.
    awk '$1 != "ok" && $2 ~ /png$/ {print $2}' "$out/frames-diff.txt" | head -40 >/tmp/frames-off.txt
    [[ -s /tmp/frames-off.txt ]] && tar -C /tmp/frames-gpu -czf "$out/frames-off.tgz" -T /tmp/frames-off.txt
  fi
  [[ " $steps " == *" profile "* ]] && step "$bin/segue-bench" --profile --sizes 1080p,4k --seconds $seconds --repeat 3
  [[ " $steps " == *" video "* ]] && step videoOnGPU
  return 0
}

case ${1:-} in
  prepare) prepare ;;
  end-to-end) bin=/tmp/segue-bin; endToEnd "$2" "$3" ;;
  run)
    out=${OUT:-$PWD/gpu-results}
    mkdir -p "$out"
    shift
    run "$out" "$@" 2>&1 | tee "$out/log.txt"
    ;;
  *) echo "usage: bash Benchmarks/gpu-check.sh prepare | run [platform frames bench profile e2e video]" >&2; exit 2 ;;
esac
