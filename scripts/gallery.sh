#!/usr/bin/env bash
# Makes the gallery, a static page with every transition as a looping clip and every filter, blend
# and generator before and after, from the two example photos, into OUT_DIR (index.html at its
# top); then draws again the contact sheets README.md and docs/FILTERS.md show, so none goes stale.
#
#   bash scripts/gallery.sh gallery/
#
# SEGUE=path/to/segue uses a segue already built; without it the release build is made first.
set -euo pipefail
if [[ $# -ne 1 || -z $1 || $1 == -* ]]; then
  echo "usage: bash scripts/gallery.sh OUT_DIR" >&2
  exit 2
fi
out=$1
[[ $out == /* ]] || out=$PWD/$out
if [[ -n ${SEGUE:-} && $SEGUE == */* && $SEGUE != /* ]]; then SEGUE=$PWD/$SEGUE; fi
cd "$(dirname "$0")/.."
if [[ -z ${SEGUE:-} ]]; then
  # No `segue preview` needed: without the default traits the build skips its web server.
  swift build -c release --product segue --disable-default-traits
  SEGUE=.build/release/segue
fi
from=examples/coffee.png
to=examples/chelsea.png
started=$SECONDS

"$SEGUE" gallery --from "$from" --to "$to" --out "$out"

# Draws a contact sheet into docs/ under a temporary name, renamed when complete.
sheet() {
  local target=$1
  shift
  local partial
  partial="docs/.partial-$(basename "$target")"
  "$SEGUE" sheet --from "$from" --to "$to" "$@" --out "$partial" >/dev/null || { rm -f "$partial"; return 1; }
  mv "$partial" "$target"
  echo "wrote $target"
}

transitions=$("$SEGUE" list --kind transition)
layers=$(sed -n 's/^\([^ ]*\) (transition, layers;.*/\1/p' <<<"$transitions")
# The classic set: neither layers nor ffmpeg's xfade; the README's order first, then any newer one.
classic=$(sed -e '/^[^ ]* (transition, layers;/d' -e '/^[^ ]* (transition[^)]*) ffmpeg xfade/d' \
  -n -e 's/^\([^ ]*\) (transition.*/\1/p' <<<"$transitions")
ordered=()
for name in crossfade fade-through zoom flip fold cube push cover reveal circle-open swirl ripple; do
  grep -qx -- "$name" <<<"$classic" && ordered+=("$name")
done
for name in $classic; do
  [[ " ${ordered[*]} " == *" $name "* ]] || ordered+=("$name")
done

rows=()
for name in "${ordered[@]}"; do rows+=(--transition "$name"); done
sheet docs/classic-transitions.png "${rows[@]}" --columns 6 --tile 108x72
rows=()
for name in $layers; do rows+=(--transition "$name"); done
sheet docs/layer-transitions.jpg "${rows[@]}" --columns 6 --tile 160x160
sheet docs/filters.jpg --filters --columns 8 --tile 160x107

echo "gallery and contact sheets made in $((SECONDS - started)) s: open $out/index.html"
