#!/usr/bin/env bash
# Tests the release packages end to end, with no image registry: package.sh's tarball and .deb
# (their contents, lintian, the licences and notices of the code linked in), then image.sh's image
# on a Debian bookworm base made here from Debian's packages (mmdebstrap, imported under the name
# the Containerfile's FROM uses), run with podman:
#   segue info, its files (only what runs, under 500 MB), a render, a filter chain, a clip written and
#   read through its ffmpeg; examples/batch/shows.json as 4 Kubernetes Indexed Job shards and as 4
#   AWS Batch array shards in read-only containers without network, byte-equal to the same manifest
#   run on this machine; the .deb installed with apt-get into a fresh Debian root (no Swift), a
#   render and one page of `segue preview` there.
# SEGUE_PACKAGE_TESTS_VERBOSE=1 shows what each check printed, failed or not.
# Needs root (apt-get, podman). Where podman cannot be had the tests say so and skip, unless
# SEGUE_REQUIRE_PACKAGES=1 (CI), which makes that a failure. Podman's images live in
# .build-packages/ (not the machine's own store), with the base image's tarball, kept between runs.
set -euo pipefail
cd "$(dirname "$0")/.."
top=$PWD

unavailable() {
  if [[ ${SEGUE_REQUIRE_PACKAGES:-} == 1 ]]; then
    echo "segue package-tests: $* (SEGUE_REQUIRE_PACKAGES=1: not skipping)" >&2
    exit 1
  fi
  echo "segue package-tests: $*; skipping the package tests" >&2
  exit 0
}

[[ $(id -u) -eq 0 ]] || unavailable "not root (apt-get and rootful podman are needed)"
needed=(podman runc mmdebstrap uidmap dpkg-dev lintian curl ca-certificates)
source scripts/apt-install.sh
apt_install "segue package-tests" "${needed[@]}" || unavailable "could not install ${needed[*]}"

cache=$top/.build-packages
mkdir -p "$cache"

# Podman set up for this kind of machine, in files of our own so that nothing of the machine's
# changes: runc (crun refuses a hybrid cgroup v1/v2 set-up), cgroupfs (no systemd), rlimits within
# the hard limits (podman's defaults are above them, and runc then fails), host networking by
# default (no bridge or firewall needed; the shards ask for --network none themselves), and a
# store under .build-packages/ (the base image is tagged with Docker Hub's name for Debian, which
# must not shadow a real one in the machine's store).
cap() { local hard=$1; [[ $hard == unlimited || $hard -gt 16384 ]] && hard=16384; echo "$hard"; }
nofile=$(cap "$(ulimit -H -n)")
nproc=$(cap "$(ulimit -H -u)")
cat >"$cache/containers.conf" <<EOF
[containers]
default_ulimits = ["nofile=$nofile:$nofile", "nproc=$nproc:$nproc"]
netns = "host"
[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"
EOF
cat >"$cache/storage.conf" <<EOF
[storage]
driver = "overlay"
graphroot = "$cache/storage"
runroot = "$cache/run"
EOF
export CONTAINERS_CONF=$cache/containers.conf CONTAINERS_STORAGE_CONF=$cache/storage.conf
podman run --help >/dev/null 2>&1 || unavailable "podman does not run"

log=$(mktemp)
work=$(mktemp -d)
trap 'rm -rf "$work" "$log"' EXIT
passed=0
failed=0
# check NAME COMMAND…: runs a check, its output kept aside and shown only when it fails.
check() {
  local name=$1
  shift
  local started=$SECONDS status
  # In a subshell with errexit of its own: a function called as an `if` condition would run with
  # errexit off, and a failing step in the middle of a check would go unnoticed.
  set +e
  (
    set -e
    "$@"
  ) >"$log" 2>&1
  status=$?
  set -e
  if ((status == 0)); then
    echo "ok: $name ($((SECONDS - started)) s)"
    if [[ ${SEGUE_PACKAGE_TESTS_VERBOSE:-} == 1 ]]; then sed 's/^/    /' "$log"; fi
    passed=$((passed + 1))
  else
    echo "FAILED: $name ($((SECONDS - started)) s)"
    sed 's/^/    /' "$log" | tail -40
    failed=$((failed + 1))
  fi
}
fail() { echo "$*" >&2; return 1; }

# The base image: Debian bookworm from the machine's own Debian mirror when it has one (the same
# sources, security updates included), else deb.debian.org. A tarball per sources, cached.
base=$(sed -n 's/^FROM \([^ ]*\).*/\1/p' Containerfile | head -1)
if [[ -f /etc/apt/sources.list.d/debian.sources ]] && grep -q '^Suites:.*bookworm' /etc/apt/sources.list.d/debian.sources; then
  sources=(/etc/apt/sources.list.d/debian.sources)
else
  sources=("deb http://deb.debian.org/debian bookworm main" "deb http://deb.debian.org/debian bookworm-updates main"
    "deb http://deb.debian.org/debian-security bookworm-security main")
fi
# Slim as Docker's debian:bookworm-slim is (debuerreotype's --slimify): no manuals, docs or
# translations unpacked.
slim=(--dpkgopt='path-exclude=/usr/share/man/*' --dpkgopt='path-exclude=/usr/share/info/*'
  --dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-include=/usr/share/doc/*/copyright'
  --dpkgopt='path-exclude=/usr/share/locale/*' --dpkgopt='path-include=/usr/share/locale/locale.alias')
key=$({ printf '%s\n' "${slim[@]}" "${sources[@]}"; cat "${sources[@]}" 2>/dev/null || true; } | sha256sum | cut -c1-12)
tarball=$cache/bookworm-$key.tar
make_base() {
  if [[ ! -s $tarball ]]; then
    mmdebstrap --variant=apt --format=tar --quiet "${slim[@]}" bookworm "$tarball.part" "${sources[@]}"
    mv "$tarball.part" "$tarball"
  fi
  # A second tag names the tarball imported, so that a new one replaces the image.
  if ! podman image exists "localhost/segue-test-base:$key"; then
    podman import --change 'CMD ["bash"]' "$tarball" "$base" >/dev/null
    podman tag "$base" "localhost/segue-test-base:$key"
  fi
}

version=$(bash scripts/version.sh)
arch=$(uname -m)
debarch=$(dpkg --print-architecture)
tarname=segue-$version-linux-$arch
deb=dist/segue_${version}_$debarch.deb
image=localhost/segue:$version

# finish: the summary line, and the status; also where a check the others need has failed.
finish() {
  echo "$passed passed, $failed failed"
  ((failed == 0)) || exit 1
  exit 0
}
unless_failed() { ((failed == 0)) || { echo "segue package-tests: the checks below need that one; stopping"; finish; }; }

check "scripts/package.sh makes dist/$tarname.tar.gz and $deb" bash scripts/package.sh
unless_failed
check "the base image $base from Debian's packages (mmdebstrap, podman import)" make_base
unless_failed
tar -C "$work" -xzf "dist/$tarname.tar.gz"
host_segue=$work/$tarname/bin/segue

packages_check() {
  local tree=$work/$tarname file
  for file in bin/segue bin/segue-bench share/man/man1/segue.1 share/man/man1/segue-bench.1 \
    share/bash-completion/completions/segue share/zsh/site-functions/_segue \
    share/fish/vendor_completions.d/segue.fish LICENSE README.md THIRD-PARTY-NOTICES; do
    [[ -s $tree/$file ]] || fail "the tarball has no $file"
  done
  for file in "$tree/bin/segue" "$tree/bin/segue-bench"; do
    ldd "$file"
    ! ldd "$file" | grep -E 'not found|/opt/|swift' || fail "$file needs a library the system lacks"
  done
  "$host_segue" --version | grep -qF "$version" || fail "segue --version does not say $version"
  dpkg-deb --field "$deb" Version Depends Recommends
  dpkg-deb --field "$deb" Depends | grep -q libegl1 || fail "the .deb does not depend on libegl1"
  dpkg-deb --contents "$deb" | grep -qF ./usr/share/zsh/vendor-completions/_segue || fail "no zsh completion in the .deb"
  lintian "$deb" || fail "lintian reports errors"
}
check "tarball and .deb: contents, no toolchain library, lintian without errors" packages_check

# The notices of the code linked in (scripts/licences.sh): every package of Package.resolved is in
# the tarball's THIRD-PARTY-NOTICES, with a section of its own when the programs link it and in
# the list of those they do not link otherwise; each linked one has a Files paragraph in the .deb's
# copyright; the code SwiftNIO embeds under other licences (llhttp's MIT, FreeBSD's SHA-1 under
# BSD-3-Clause) is in both, and so is the static runtime. BoringSSL (inside swift-crypto and
# swift-nio-ssl, which only other packages' tests use) must be named as linked where a program
# holds it, and as not linked otherwise.
notices_check() {
  local notices=$work/$tarname/THIRD-PARTY-NOTICES copyright=$work/copyright identity location linked=0 unlinked
  dpkg-deb --fsys-tarfile "$deb" | tar -xO ./usr/share/doc/segue/copyright >"$copyright"
  unlinked=$(sed -n '/^In Package.resolved but not linked/,/^$/p' "$notices" | tr '\n' ' ')
  while IFS=$'\t' read -r identity location; do
    if grep -q "^$identity [^ ]* (revision [0-9a-f]*)\$" "$notices"; then
      location=${location%/}
      location=${location##*/}
      grep -qxF "Files: .build/checkouts/${location%.git}/*" "$copyright" || fail "the copyright has no Files paragraph for $identity"
      linked=$((linked + 1))
    else
      [[ $unlinked == *" $identity"[,.]* ]] || fail "THIRD-PARTY-NOTICES names $identity neither as linked nor as not linked"
    fi
  done < <(awk '/"identity" :/ { gsub(/[",]/, "", $3); id = $3 } /"location" :/ { gsub(/[",]/, "", $3); print id "\t" $3 }' Package.resolved)
  echo "$linked packages of Package.resolved linked, with their notices"
  ((linked > 0)) || fail "no package of Package.resolved is linked, by the notices"
  for file in "$notices" "$copyright"; do
    grep -qF "Copyright Fedor Indutny" "$file" || fail "${file##*/} lacks llhttp's licence"
    grep -qF "WIDE Project" "$file" || fail "${file##*/} lacks the SHA-1 code's BSD licence"
    grep -q "Swift standard library and runtime" "$file" || fail "${file##*/} does not name the static Swift runtime"
  done
  grep -qF "Runtime Library Exception" "$copyright" || fail "the copyright lacks the Swift runtime library exception"
  if cat "$work/$tarname/bin/segue" "$work/$tarname/bin/segue-bench" | grep -aq BoringSSL; then
    grep -q "^swift-\(crypto\|nio-ssl\) " "$notices" || fail "a program holds BoringSSL, but no notices of it"
  else
    [[ $unlinked == *" swift-crypto"[,.]* ]] || fail "THIRD-PARTY-NOTICES does not name swift-crypto as not linked"
  fi
}
check "tarball and .deb: the licences and notices of every linked package, embedded code and the runtime" notices_check

check "image: scripts/image.sh builds $image" bash scripts/image.sh
unless_failed

# Inputs for the image: the example photos, in a folder the image's user (10001) may write.
data=$work/data
mkdir -p "$data"
cp examples/coffee.png examples/chelsea.png "$data/"
chown -R 10001:10001 "$data"
in_image() { podman run --rm --read-only --network none -v "$data:/data" "$@"; }

info_check() {
  in_image "$image" info | tee "$work/info.txt"
  grep -qi llvmpipe "$work/info.txt" || fail "segue info names no llvmpipe renderer"
  # One version everywhere: the image's label and its segue say what the host's segue says.
  [[ $(podman image inspect --format '{{index .Labels "org.opencontainers.image.version"}}' "$image") == "$version" ]] ||
    fail "the image's version label is not $version"
  [[ $(in_image "$image" --version) == "$("$host_segue" --version)" ]] || fail "the image's segue --version differs"
  # The image has no id to run: its user as configured here, and as it writes in render_check.
  [[ $(podman image inspect --format '{{.Config.User}}' "$image") == 10001:10001 ]] || fail "the image runs as root"
}
check "image: segue info picks llvmpipe; its version; user 10001" info_check

# The image holds what runs and no more (scripts/image-root.sh): NVIDIA's EGL vendor file beside
# Mesa's, ffmpeg and ffprobe, no shell, apt, perl or segue-bench, and within its size. Read from
# the image's files, mounted, as it has no shell to ask.
image_limit=500000000
slim_files() { # slim_files ROOT
  local file size
  for file in usr/share/glvnd/egl_vendor.d/50_mesa.json usr/bin/ffmpeg usr/bin/ffprobe usr/bin/segue \
    usr/share/doc/segue/copyright; do
    [[ -s $1/$file ]] || fail "the image has no /$file"
  done
  grep -qF libEGL_nvidia.so.0 "$1/usr/share/glvnd/egl_vendor.d/10_nvidia.json" || fail "no NVIDIA EGL vendor file"
  for file in usr/bin/sh usr/bin/bash usr/bin/apt-get usr/bin/dpkg usr/bin/perl usr/bin/segue-bench; do
    [[ ! -e $1/$file ]] || fail "the image holds /$file"
  done
  [[ $(stat -c %u "$1/data") == 10001 ]] || fail "/data is not user 10001's"
  size=$(podman image inspect --format '{{.Size}}' "$image")
  echo "$image: $size bytes, $(find "$1" -xdev -type f | wc -l) files"
  ((size <= image_limit)) || fail "the image is over $image_limit bytes"
}
slim_check() {
  local root status=0
  root=$(podman image mount "$image")
  slim_files "$root" || status=1
  podman image unmount "$image" >/dev/null
  return "$status"
}
check "image: only what runs (NVIDIA's EGL vendor file, ffmpeg; no shell, apt or segue-bench), under 500 MB" slim_check

render_check() {
  local args=(--from coffee.png --to chelsea.png --transition pixellate-dissolve --progress 0.5)
  in_image "$image" render "${args[@]}" --out /data/x.png
  [[ $(stat -c %u "$data/x.png") == 10001 ]] || fail "the image's segue did not write as user 10001"
  (cd "$data" && "$host_segue" render "${args[@]}" --out "$work/x-host.png")
  cmp "$data/x.png" "$work/x-host.png"
}
check "image: segue render (pixellate-dissolve at 0.5), equal to the host's" render_check

apply_check() {
  local args=(--input coffee.png --effect Sepia --effect Vignette --param end=0.6)
  in_image "$image" apply "${args[@]}" --out /data/sepia.png
  (cd "$data" && "$host_segue" apply "${args[@]}" --out "$work/sepia-host.png")
  cmp "$data/sepia.png" "$work/sepia-host.png"
}
check "image: segue apply (Sepia, Vignette), equal to the host's" apply_check

# The image's ffmpeg and ffprobe: a clip written there (H.264), then read there as the first input of
# a transition; its frames equal to the host's reading of the same clip.
clip_check() {
  local args=(--to chelsea.png --transition fade --fps 10 --duration 0.5)
  in_image "$image" render --from coffee.png "${args[@]}" --out /data/clip.mp4
  in_image "$image" render --from clip.mp4 "${args[@]}" --out /data/from-clip/
  (cd "$data" && "$host_segue" render --from clip.mp4 "${args[@]}" --out "$work/from-clip-host/")
  ls "$data/from-clip"
  [[ -n $(ls "$data/from-clip") ]] || fail "no frames from the clip"
  diff -r "$data/from-clip" "$work/from-clip-host"
}
check "image: a clip through its ffmpeg and back (MP4 written, then read), equal to the host's" clip_check

# The runner files' own commands (the Job's `command`, the job definition's), run verbatim in the
# image as the runners run them (a command replaces the entry point), with the volume at /data
# holding examples/batch/shows.json; its inputs are ../coffee.png and ../chelsea.png, so the photos
# are mounted beside /data.
runner_command() { # runner_command kubernetes|aws: the command, one word a line
  case $1 in
  kubernetes) grep -m1 'command: \[' examples/batch/kubernetes-job.yaml | sed 's/^[^[]*//' ;;
  aws) python3 -c 'import json,sys; print(json.dumps(json.load(sys.stdin)["containerProperties"]["command"]))' \
    <examples/batch/aws-batch-job-definition.json ;;
  esac | python3 -c 'import json,sys; print("\n".join(json.load(sys.stdin)))'
}
manifest_tree() { # manifest_tree DIR: DIR/batch is the volume
  mkdir -p "$1/batch"
  cp examples/coffee.png examples/chelsea.png "$1/"
  cp examples/batch/shows.json "$1/batch/"
}
manifest_tree "$work/host"
(cd "$work/host/batch" && "$host_segue" batch shows.json >"$work/host-batch.log" 2>&1) || true

# batch_check RUNNER: 4 shards at once, each in its own read-only container with no network and
# the runner's variables, then `segue batch status`, then each output against the host's. The
# Kubernetes pods get no writable /tmp either (podman's read-only mode mounts one unless told not
# to), as a pod with readOnlyRootFilesystem and no emptyDir has none.
batch_check() {
  local runner=$1 shard pids=() status=0 command
  local tree=$work/$runner
  mapfile -t command < <(runner_command "$runner")
  echo "command: ${command[*]}"
  [[ ${command[0]} == segue && ${command[2]} == /data/shows.json ]] || fail "unexpected command in the $runner file"
  manifest_tree "$tree"
  chown -R 10001:10001 "$tree"
  local volume=(-v "$tree/batch:/data" -v "$tree/coffee.png:/coffee.png:ro" -v "$tree/chelsea.png:/chelsea.png:ro")
  for shard in 0 1 2 3; do
    # Kubernetes tells a pod its index only (the Job's command gives the count as --shards); AWS
    # Batch gives the index and the array's size.
    local environment=(-e "JOB_COMPLETION_INDEX=$shard")
    [[ $runner == aws ]] && environment=(-e "AWS_BATCH_JOB_ARRAY_INDEX=$shard" -e AWS_BATCH_JOB_ARRAY_SIZE=4)
    local tmp=()
    [[ $runner == kubernetes ]] && tmp=(--read-only-tmpfs=false)
    podman run --rm --read-only "${tmp[@]}" --network none "${volume[@]}" "${environment[@]}" --entrypoint '' \
      "$image" "${command[@]}" >"$work/$runner-$shard.log" 2>&1 &
    pids+=($!)
  done
  for shard in 0 1 2 3; do
    wait "${pids[$shard]}" || { status=1; echo "shard $shard failed:"; cat "$work/$runner-$shard.log"; }
  done
  ((status == 0)) || return 1
  podman run --rm --read-only --network none "${volume[@]}" "$image" batch status /data/shows.json ||
    fail "segue batch status does not say done"
  [[ -s $work/host/batch/out/fade-half.png ]] || { cat "$work/host-batch.log"; fail "the host's batch run failed"; }
  local output outputs=0
  for output in "$work/host/batch/out"/*; do
    cmp "$output" "$tree/batch/out/${output##*/}" || fail "${output##*/} differs from the host's"
    outputs=$((outputs + 1))
  done
  echo "$outputs outputs equal to the host's"
  ((outputs == 4)) || fail "expected 4 outputs, found $outputs"
}
check "image: kubernetes-job.yaml's command as 4 Indexed Job pods without /tmp, equal to the host's" batch_check kubernetes
check "image: aws-batch-job-definition.json's command as 4 array children, equal to the host's" batch_check aws

# The .deb in a fresh Debian (the base image: no Swift anywhere), installed as a user would, then
# a render and one page of the preview, at the URL the preview prints (it may carry a token).
deb_check() {
  cp "$deb" "$work/"
  podman run --rm -v "$work:/pkg" "$base" bash -euo pipefail -c '
    [[ ! -e /opt/swift ]] && ! command -v swift
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq /pkg/'"${deb##*/}"' curl >/dev/null
    grep -q "^Files: .build/checkouts/swift-nio/\*" /usr/share/doc/segue/copyright
    cd /tmp
    segue render --from /pkg/data/coffee.png --to /pkg/data/chelsea.png --transition pixellate-dissolve \
      --progress 0.5 --out x.png
    test -s x.png
    segue preview --port 0 >preview.out 2>&1 &
    preview=$!
    url=
    for _ in $(seq 100); do
      url=$(grep -o "http://[^[:space:]]*" preview.out | head -1 || true)
      [[ -n $url ]] && break
      sleep 0.1
    done
    [[ -n $url ]] || { cat preview.out; echo "segue preview printed no URL"; exit 1; }
    curl -fsS --max-time 20 "$url" >page.html
    kill "$preview"
    grep -qi "<html" page.html
    echo "preview answered $url with $(wc -c <page.html) bytes"
  '
}
check "deb: apt-get install in a fresh Debian (its copyright with the notices), segue render and a preview page" deb_check

finish
