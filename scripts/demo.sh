#!/usr/bin/env bash
# Sets up, builds segue in release mode and renders a pixellate-dissolve between two photos.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
swift build -c release --product segue
out=${1:-demo-frames}
.build/release/segue render --from examples/coffee.png --to examples/chelsea.png \
  --transition pixellate-dissolve --duration 1 --fps 30 --overwrite --out "$out"
echo "Open $out/frame_0000.png … $out/frame_0030.png to see the transition."
