#!/usr/bin/env bash
# Sets up, builds segue in release mode and renders a pixellate-dissolve between two photos,
# as PNG frames and as an MP4 clip beside them.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
# Without the default traits: the demo needs no `segue preview`, whose web server (SwiftNIO,
# Hummingbird) would be most of a first build's minutes.
swift build -c release --product segue --disable-default-traits
out=${1:-demo-frames}
.build/release/segue render --from examples/coffee.png --to examples/chelsea.png \
  --transition pixellate-dissolve --duration 1 --fps 30 --overwrite --out "$out"
.build/release/segue render --from examples/coffee.png --to examples/chelsea.png \
  --transition pixellate-dissolve --duration 1 --fps 30 --out "$out.mp4"
echo "Open $out/frame_0000.png … $out/frame_0030.png, or $out.mp4, to see the transition."
