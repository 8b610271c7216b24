#!/usr/bin/env bash
# Runs in the Containerfile's build stages (Debian, with Mesa, ffmpeg and then Segue's .deb installed
# by apt-get) and copies into ROOT, for the last stage to copy whole, what the runtime image runs and
# nothing else: apt, dpkg, perl, the shell and segue-bench stay behind.
#   image-root.sh ROOT FILE…                 the runtime: the FILEs (programs, and libraries opened by
#     name), Mesa's drivers and EGL, the shared libraries all of these load (ldd's closure), the data
#     files Mesa and glvnd read, a user 10001 with its /data, and a /tmp
#   image-root.sh --beside BASE ROOT FILE…   the FILEs and what they load that BASE (a ROOT made as
#     above) lacks, for a layer of their own on top of it
# Either way each Debian package a file was copied from brings its copyright file (its licence).
set -euo pipefail

fail() { echo "segue image-root: $*" >&2; exit 1; }
base=
if [[ ${1:-} == --beside ]]; then
  base=$(readlink -f "$2")
  shift 2
  [[ -d $base/usr ]] || fail "$base holds no runtime"
fi
[[ $# -ge 2 ]] || fail "usage: image-root.sh [--beside BASE] ROOT FILE…"
mkdir -p "$1"
root=$(readlink -f "$1")
shift
files=("$@")
[[ -z $(ls -A "$root") ]] || fail "$root is not empty"
# cp --parents copies from where it runs: from anywhere but / it can lose track of the folders it makes.
cd /

libdir=/usr/lib/$(uname -m)-linux-gnu
kept=$(mktemp)
libraries=$(mktemp)
trap 'rm -f "$kept" "$libraries"' EXIT

# keep PATH: copies PATH under its real folder (ldd names libraries under /lib, a link to /usr/lib)
# and, where it is a link, what it points to, link by link. Not what BASE already has.
keep() {
  local path=$1 link
  while :; do
    path=$(readlink -f "$(dirname "$path")")/$(basename "$path")
    if [[ -z $base ]] || [[ ! -e $base$path && ! -L $base$path ]]; then
      cp -a --parents "$path" "$root"
      echo "$path" >>"$kept"
    fi
    [[ -L $path ]] || break
    link=$(readlink "$path")
    [[ $link == /* ]] || link=$(dirname "$path")/$link
    path=$link
  done
}

if [[ -z $base ]]; then
  # Debian merges /usr: /bin, /lib and /lib64 are links into it, and programs name the dynamic
  # loader through /lib64. Kept as the links they are.
  for top in /bin /sbin /lib /lib32 /lib64 /libx32; do
    if [[ -L $top ]]; then cp -a "$top" "$root/"; fi
  done
  # Mesa's drivers (llvmpipe's swrast, and those of the GPUs a render node may be) are one file
  # under many names, hard links: copied in one cp, which keeps them so. Swrast's closure is theirs.
  [[ -e $libdir/dri/swrast_dri.so ]] || fail "no Mesa drivers in $libdir/dri (libgl1-mesa-dri)"
  cp -a --parents "$libdir/dri" "$root"
  find "$libdir/dri" -type f >>"$kept"
  files+=("$libdir/dri/swrast_dri.so")
  # glvnd opens each vendor's EGL by the name in its vendor file: Mesa's here. (NVIDIA's names a
  # library that NVIDIA's toolkit mounts into the container.)
  for vendor in /usr/share/glvnd/egl_vendor.d/*.json; do
    library=$libdir/$(sed -n 's/.*"library_path" *: *"\([^"]*\)".*/\1/p' "$vendor")
    if [[ -f $library ]]; then files+=("$library"); fi
  done
fi

for file in "${files[@]}"; do
  [[ -e $file ]] || fail "$file is missing"
  [[ $file == "$libdir"/dri/* ]] || keep "$file"
  # ldd prints the whole closure: "name => /path (address)", and the loader as "/path (address)".
  ! ldd "$file" | grep -F 'not found' || fail "$file needs a library that is not installed"
  ldd "$file" | awk '$2 == "=>" && $3 ~ /^\// { print $3 } $1 ~ /^\// { print $1 }' >>"$libraries"
done
while read -r library; do keep "$library"; done < <(sort -u "$libraries")

if [[ -z $base ]]; then
  # What Mesa and glvnd read: the EGL vendor files (Mesa's, and NVIDIA's that the stage wrote),
  # Mesa's driver options and libdrm's names of AMD GPUs. And the loader's configuration, for the
  # ldconfig that NVIDIA's toolkit runs after it mounts the driver's libraries.
  for data in /usr/share/glvnd/egl_vendor.d /usr/share/drirc.d /usr/share/libdrm /etc/ld.so.conf /etc/ld.so.conf.d; do
    [[ -e $data ]] || fail "$data is missing"
    cp -a --parents "$data" "$root"
  done
  [[ -s $root/usr/share/glvnd/egl_vendor.d/50_mesa.json ]] || fail "no Mesa EGL vendor file"

  # The user the image runs as, its home, the volume's mount point, and a /tmp for when nothing is
  # mounted there (podman's --read-only mounts a tmpfs; a read-only pod without an emptyDir has none).
  mkdir -p "$root/etc" "$root/home/segue" "$root/data" "$root/tmp" "$root/root"
  printf '%s\n' 'root:x:0:0:root:/root:/usr/sbin/nologin' 'segue:x:10001:10001::/home/segue:/usr/sbin/nologin' \
    >"$root/etc/passwd"
  printf '%s\n' 'root:x:0:' 'segue:x:10001:' >"$root/etc/group"
  chown 10001:10001 "$root/home/segue" "$root/data"
  chmod 1777 "$root/tmp"
  chmod 700 "$root/root"
fi

# The licence of each Debian package a file was copied from. dpkg lists some files under /lib
# rather than /usr/lib, as packaged, hence the rewrite before the match.
sort -u -o "$kept" "$kept"
packages=$(
  for list in /var/lib/dpkg/info/*.list; do
    if sed -E 's#^/(bin|sbin|lib|lib32|lib64|libx32)/#/usr/\1/#' "$list" | grep -qxFf "$kept"; then
      name=${list##*/}
      echo "${name%.list}"
    fi
  done | sed 's/:.*//' | sort -u
)
for package in $packages; do
  doc=/usr/share/doc/$package
  [[ -e $doc/copyright ]] || fail "$package has no $doc/copyright"
  # Some packages' folder is a link to another's of the same source; both are kept.
  if [[ -L $doc && ! -L $base$doc ]]; then cp -a --parents "$doc" "$root"; fi
  keep "$doc/copyright"
done

# It loads: every FILE's libraries resolve inside ROOT alone (the dynamic loader, run in a chroot of
# it, lists them), and ffmpeg starts there. Beside BASE, the copying above put each in BASE or ROOT.
if [[ -z $base ]]; then
  loader=
  for candidate in /lib64/ld-linux-*.so.* /lib/ld-linux-*.so.*; do
    if [[ -e $candidate ]]; then loader=$(readlink -f "$candidate") && break; fi
  done
  [[ -n $loader ]] || fail "no dynamic loader found"
  for file in "${files[@]}"; do
    if ! chroot "$root" "$loader" --list "$file" >"$libraries" 2>&1 || grep -F 'not found' "$libraries"; then
      cat "$libraries" >&2
      fail "$file does not load in $root"
    fi
  done
  if [[ -x $root/usr/bin/ffmpeg ]]; then chroot "$root" /usr/bin/ffmpeg -hide_banner -version | head -1; fi
fi
echo "segue image-root: $(du -sh "$root" | cut -f1) in $root, from $(wc -w <<<"$packages") packages"
