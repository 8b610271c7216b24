#!/usr/bin/env bash
# Installs what Segue needs on Debian/Ubuntu (EGL, GLES, GBM, Mesa, libspng, libjpeg-turbo, libcrypto,
# ffmpeg for the comparison tests and baselines) and checks for a Swift 6 toolchain.
set -euo pipefail

packages=(pkg-config libegl-dev libgles-dev libegl1 libgles2 libegl-mesa0 libgl1-mesa-dri libgbm-dev
          libspng-dev libturbojpeg0-dev libssl-dev ffmpeg)
source "$(dirname "${BASH_SOURCE[0]}")/apt-install.sh"
apt_install "segue setup" "${packages[@]}"

# Extras a caller asks for (the tests' browser): installed when the distribution has them, else
# the tests that need them say they skip.
if [[ -n ${SEGUE_EXTRA_PACKAGES:-} ]]; then
  # shellcheck disable=SC2086 # a list of names
  apt_install "segue setup" $SEGUE_EXTRA_PACKAGES ||
    echo "segue setup: could not install $SEGUE_EXTRA_PACKAGES; the tests that need them will say so" >&2
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
