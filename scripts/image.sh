#!/usr/bin/env bash
# Builds Segue's container image from the Containerfile as segue:VERSION and segue:latest, with
# podman or docker (SEGUE_CONTAINER_ENGINE picks one), after scripts/package.sh when dist/ has no
# .deb of this version. Extra arguments go to the engine's build (e.g. --platform, --no-cache).
set -euo pipefail
cd "$(dirname "$0")/.."

fail() { echo "segue image: $*" >&2; exit 1; }

version=$(bash scripts/version.sh)
deb=dist/segue_${version}_$(dpkg --print-architecture 2>/dev/null || echo amd64).deb
[[ -f $deb ]] || bash scripts/package.sh
[[ -f $deb ]] || fail "scripts/package.sh made no $deb"

engine=${SEGUE_CONTAINER_ENGINE:-}
if [[ -z $engine ]]; then
  # A docker command without a daemon behind it is no use, hence `docker info`.
  if command -v podman >/dev/null 2>&1; then
    engine=podman
  elif command -v docker >/dev/null 2>&1 && docker info >/dev/null 2>&1; then
    engine=docker
  else
    fail "neither podman nor a running docker found (apt-get install podman)"
  fi
fi

# Host networking for the build: its one network use is apt-get, and it then needs no bridge
# (which rootful podman on a bare machine may lack). The context is the repository; .dockerignore
# lets only dist/*.deb and scripts/image-root.sh into it.
echo "segue image: building segue:$version with $engine"
"$engine" build --network host --build-arg "SEGUE_DEB=$deb" --build-arg "SEGUE_VERSION=$version" \
  -t "segue:$version" -t segue:latest -f Containerfile "$@" .
# The size as `image inspect` gives it (uncompressed, all layers), which BENCHMARKS.md records.
size=$("$engine" image inspect --format '{{.Size}}' "segue:$version")
echo "segue image: segue:$version and segue:latest, $((size / 1000000)) MB"
