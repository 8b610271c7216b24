#!/usr/bin/env bash
# Installs what Segue needs on Debian/Ubuntu (EGL, GLES, GBM, Mesa, libspng, libjpeg-turbo,
# ffmpeg for the comparison tests and baselines) and checks for a Swift 6 toolchain.
set -euo pipefail

packages=(pkg-config libegl-dev libgles-dev libegl1 libgles2 libegl-mesa0 libgl1-mesa-dri libgbm-dev
          libspng-dev libturbojpeg0-dev ffmpeg)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if ((${#missing[@]})); then
  echo "segue setup: installing ${missing[*]}"
  sudo=""
  [[ $(id -u) -eq 0 ]] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if ! command -v swift >/dev/null 2>&1; then
  for candidate in /opt/swift/usr/bin /usr/share/swift/usr/bin; do
    [[ -x $candidate/swift ]] && export PATH="$candidate:$PATH" && break
  done
fi
if ! command -v swift >/dev/null 2>&1; then
  echo "segue setup: no Swift toolchain found; install Swift 6 from swift.org and put it on PATH" >&2
  exit 1
fi
