#!/usr/bin/env bash
# Installs what Segue needs on Debian/Ubuntu (EGL, GLES, GBM, Mesa, libspng, libjpeg-turbo, libcrypto,
# ffmpeg for the comparison tests and baselines) and checks for a Swift 6 toolchain.
set -euo pipefail

packages=(pkg-config libegl-dev libgles-dev libegl1 libgles2 libegl-mesa0 libgl1-mesa-dri libgbm-dev
          libspng-dev libturbojpeg0-dev libssl-dev ffmpeg)
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

# Extras a caller asks for (the tests' browser): installed when the distribution has them, else
# the tests that need them say they skip.
if [[ -n ${SEGUE_EXTRA_PACKAGES:-} ]]; then
  extras=()
  for package in $SEGUE_EXTRA_PACKAGES; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || extras+=("$package")
  done
  if ((${#extras[@]})); then
    echo "segue setup: installing ${extras[*]}"
    sudo=""
    [[ $(id -u) -eq 0 ]] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${extras[@]}" >/dev/null ||
      echo "segue setup: could not install ${extras[*]}; the tests that need them will say so" >&2
  fi
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
