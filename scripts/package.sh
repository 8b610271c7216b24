#!/usr/bin/env bash
# Builds the release packages into dist/:
#   segue-VERSION-linux-ARCH.tar.gz  portable segue and segue-bench (Swift runtime and Foundation linked
#                                    in), man pages, bash/zsh/fish completions, LICENSE, README.md, and
#                                    THIRD-PARTY-NOTICES: the licences and notices of all the code linked in
#   segue_VERSION_DEBARCH.deb        the same files in their Debian places, Depends from dpkg-shlibdeps; its
#                                    copyright file (Debian's format 1.0) carries the same licences and notices
# Both notices come from scripts/licences.sh, which reads what the build linked.
# VERSION is SegueVersion.current (Sources/Segue/Support/Version.swift), the one place it is written.
#
# lintian (run at the end; any error fails the script) still warns, on purpose:
#   wrong-name-for-changelog-of-native-package  the version has no Debian revision (the .deb is
#     upstream's own, named segue_VERSION_ARCH.deb), which makes it "native" to lintian, but the
#     Debian changelog is named changelog.Debian.gz as a binary package's is.
# and says, at info level (lintian -I): hardening-no-bindnow and hardening-no-fortify-functions
# (the Swift toolchain's linking; Swift code calls no fortifiable libc functions), and
# spelling-error-in-binary for strings of the statically linked ICU and Foundation.
set -euo pipefail
cd "$(dirname "$0")/.."

fail() { echo "segue package: $*" >&2; exit 1; }

# Build dependencies (setup.sh), and dpkg-dev (dpkg-shlibdeps) and lintian for the .deb.
SEGUE_EXTRA_PACKAGES="dpkg-dev lintian" source scripts/setup.sh
for tool in dpkg-deb dpkg-shlibdeps gzip tar strip readelf; do
  command -v "$tool" >/dev/null 2>&1 || fail "$tool is missing (apt-get install dpkg-dev binutils)"
done

version=$(bash scripts/version.sh)
arch=$(uname -m)
debarch=$(dpkg --print-architecture)
# One date for the man pages, the changelog and every file's time, so that the packages are the
# same bytes when built twice from one commit.
if [[ -z ${SOURCE_DATE_EPOCH:-} ]]; then
  SOURCE_DATE_EPOCH=$(git log -1 --format=%ct 2>/dev/null || date +%s)
fi
export SOURCE_DATE_EPOCH
maintainer=${SEGUE_MAINTAINER:-$(git log -1 --format='%an <%ae>' 2>/dev/null || true)}
[[ $maintainer == *@* ]] || fail "no maintainer: set SEGUE_MAINTAINER='Name <email>'"

# Static Swift runtime and Foundation, and no run path at all: SwiftPM would add $ORIGIN, which
# only matters for shared Swift libraries next to the binary, and these have none.
flags=(-c release --static-swift-stdlib --disable-local-rpath)
# generate-manual is swift-argument-parser's own man page writer, built as a small tool here: its
# `generate-manual` command plugin would build the whole package a second time.
for product in segue segue-bench generate-manual; do
  echo "segue package: building $product"
  swift build "${flags[@]}" --product "$product"
done
bin=$(swift build "${flags[@]}" --show-bin-path)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/bin"

# Portable means: no Swift library, nothing from the toolchain and no run path. Stripped as dh_strip
# strips (the Swift metadata sections are allocated, so they stay).
toolchain=$(dirname "$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")")
for program in segue segue-bench; do
  install -m 755 "$bin/$program" "$work/bin/$program"
  strip --strip-unneeded --remove-section=.comment --remove-section=.note "$work/bin/$program"
  if readelf -d "$work/bin/$program" | grep -E '\((RUNPATH|RPATH)\)'; then
    fail "$program has a run path"
  fi
  if readelf -d "$work/bin/$program" | grep -E 'NEEDED.*lib(swift|Foundation|_Foundation|dispatch|BlocksRuntime)'; then
    fail "$program needs a shared Swift library; the static Swift runtime was not linked"
  fi
  if ldd "$work/bin/$program" | grep -F "$toolchain"; then fail "$program loads a library from $toolchain"; fi
  "$work/bin/$program" --help >/dev/null || fail "$program does not run after stripping"
done

# Man pages and completions, from the binaries themselves.
mkdir -p "$work/man" "$work/completions"
date=$(date -u -d "@$SOURCE_DATE_EPOCH" +%F)
for program in segue segue-bench; do
  "$bin/generate-manual" "$work/bin/$program" --date "$date" --output-directory "$work/man" >/dev/null
  [[ -s $work/man/$program.1 ]] || fail "generate-manual wrote no $program.1"
  # The commands' discussions keep their blank lines, which groff warns about (lintian too); in
  # mdoc a paragraph break is .Pp.
  sed -i 's/^$/.Pp/' "$work/man/$program.1"
done
# bash-completion sources the script, so its #!/bin/bash line is noise (lintian warns of it).
"$work/bin/segue" --generate-completion-script bash | sed '1{/^#!/d}' >"$work/completions/segue.bash"
"$work/bin/segue" --generate-completion-script zsh >"$work/completions/_segue"
"$work/bin/segue" --generate-completion-script fish >"$work/completions/segue.fish"

# The licences and notices of the code the programs link besides Segue's own (the Swift packages,
# what they embed, the static Swift runtime and Foundation), read from this build: plain text for
# the tarball, copyright-format paragraphs for the .deb.
bash scripts/licences.sh "$bin" segue segue-bench >"$work/THIRD-PARTY-NOTICES" ||
  fail "scripts/licences.sh could not write the notices"
bash scripts/licences.sh --dep5 "$bin" segue segue-bench >"$work/copyright-third-party" ||
  fail "scripts/licences.sh could not write the copyright paragraphs"

mkdir -p dist
# A tar that is the same bytes for the same files: sorted, owned by root, one time.
pack() { # pack OUTPUT.tar.gz DIR NAME
  tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$SOURCE_DATE_EPOCH" \
    -C "$2" -cf - "$3" | gzip -9n >"$1"
}

# The tarball: a prefix layout (bin/, share/), so `tar -C /usr/local --strip-components=1` installs it.
name=segue-$version-linux-$arch
tree=$work/tar/$name
install -Dm755 -t "$tree/bin" "$work/bin/segue" "$work/bin/segue-bench"
install -Dm644 -t "$tree/share/man/man1" "$work/man/segue.1" "$work/man/segue-bench.1"
install -Dm644 "$work/completions/segue.bash" "$tree/share/bash-completion/completions/segue"
install -Dm644 "$work/completions/_segue" "$tree/share/zsh/site-functions/_segue"
install -Dm644 "$work/completions/segue.fish" "$tree/share/fish/vendor_completions.d/segue.fish"
install -Dm644 -t "$tree" LICENSE README.md "$work/THIRD-PARTY-NOTICES"
pack "dist/$name.tar.gz" "$work/tar" "$name"
echo "segue package: dist/$name.tar.gz"

# The .deb, versioned as Segue is (no Debian revision: this is upstream's own package).
debversion=$version
root=$work/deb/root
install -Dm755 -t "$root/usr/bin" "$work/bin/segue" "$work/bin/segue-bench"
mkdir -p "$root/usr/share/man/man1"
for page in segue segue-bench; do gzip -9n <"$work/man/$page.1" >"$root/usr/share/man/man1/$page.1.gz"; done
install -Dm644 "$work/completions/segue.bash" "$root/usr/share/bash-completion/completions/segue"
install -Dm644 "$work/completions/_segue" "$root/usr/share/zsh/vendor-completions/_segue"
install -Dm644 "$work/completions/segue.fish" "$root/usr/share/fish/vendor_completions.d/segue.fish"
doc=$root/usr/share/doc/segue
mkdir -p "$doc"
{
  echo "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
  echo "Upstream-Name: segue"
  echo "Comment: segue and segue-bench link statically, besides Segue's own code, the code of the"
  echo " Files paragraphs after the first: the Swift packages that SwiftPM checked out into"
  echo " .build/checkouts/, code embedded in them under licences of its own, and the Swift runtime,"
  echo " Foundation, dispatch and ICU from the Swift toolchain's usr/lib/swift_static/. Their Files"
  echo " patterns name where that code was when the programs were built."
  echo
  echo "Files: *"
  # The LICENSE's own copyright line; the rest of it is the licence text.
  echo "Copyright: $(sed -n 's/^Copyright (c) //p' LICENSE | head -1)"
  echo "License: Expat"
  sed -e '1,/^Copyright/d' LICENSE | sed -e '/./,$!d' -e 's/^$/./' -e 's/^/ /'
  cat "$work/copyright-third-party"
} >"$doc/copyright"
{
  echo "segue ($debversion) unstable; urgency=medium"
  echo
  echo "  * Segue $version, packaged from $(git rev-parse --short HEAD 2>/dev/null || echo 'a source tree')."
  echo
  echo " -- $maintainer  $(date -u -R -d "@$SOURCE_DATE_EPOCH")"
} | gzip -9n >"$doc/changelog.Debian.gz"

# dpkg-shlibdeps reads debian/control of a source package, so it gets a minimal one; it turns each
# library the binaries need into the package (and version) that provides it.
mkdir -p "$work/deb/debian"
printf 'Source: segue\n\nPackage: segue\nArchitecture: any\n' >"$work/deb/debian/control"
# (Its warning that the binaries are not in a package's build folder is expected, hence the quiet.)
if ! shlibs=$(cd "$work/deb" && dpkg-shlibdeps -O -e root/usr/bin/segue -e root/usr/bin/segue-bench 2>"$work/shlibdeps.log"); then
  cat "$work/shlibdeps.log" >&2
  fail "dpkg-shlibdeps failed"
fi
depends=$(sed -n 's/^shlibs:Depends=//p' <<<"$shlibs")
[[ -n $depends ]] || fail "dpkg-shlibdeps found no dependencies"

# Recommends: ffmpeg writes and reads clips (stills need none); libgl1-mesa-dri holds Mesa's drivers,
# llvmpipe among them, without which Mesa's EGL (which libegl1 pulls in) opens nothing. Not Depends:
# an NVIDIA machine renders with NVIDIA's EGL instead.
mkdir -p "$root/DEBIAN"
(cd "$root" && find usr -type f -print0 | sort -z | xargs -0 md5sum) >"$root/DEBIAN/md5sums"
cat >"$root/DEBIAN/control" <<EOF
Package: segue
Version: $debversion
Architecture: $debarch
Maintainer: $maintainer
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $depends
Recommends: ffmpeg, libgl1-mesa-dri
Section: graphics
Priority: optional
Description: GPU transitions and filter chains between images and clips, headless
 Segue renders transitions and chains of effects between two images or video
 clips on the GPU through headless EGL and OpenGL ES 3 (NVIDIA, a DRM render
 node, or Mesa's llvmpipe), and writes PNG or JPEG frames, or clips through
 ffmpeg. It also runs batches of renders from a JSON manifest, sharded on
 Kubernetes, Slurm or AWS Batch, and a live preview in the browser.
 .
 This package holds the segue command and the segue-bench benchmark.
EOF
find "$root" -exec touch --no-dereference --date="@$SOURCE_DATE_EPOCH" {} +
deb=dist/segue_${debversion}_$debarch.deb
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
echo "segue package: $deb"

if command -v lintian >/dev/null 2>&1; then
  # lintian exits non-zero on errors only (its default --fail-on); warnings are printed.
  lintian --tag-display-limit 0 "$deb" || fail "lintian reports errors in $deb"
else
  echo "segue package: lintian is not installed; the .deb is not checked" >&2
fi
