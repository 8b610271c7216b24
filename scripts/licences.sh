#!/usr/bin/env bash
# Writes, to standard output, the notices for the third-party code that a release build links into
# programs: the licence and notice files of every resolved Swift package that the programs link
# code of, of the code embedded in those packages under licences of its own, and of the parts of
# the Swift toolchain that --static-swift-stdlib links (runtime, Foundation, dispatch, ICU).
#   bash scripts/licences.sh BIN_PATH PRODUCT...           plain text, THIRD-PARTY-NOTICES of the tarball
#   bash scripts/licences.sh --dep5 BIN_PATH PRODUCT...    Files and License paragraphs in Debian's
#                                                          copyright format 1.0, for the .deb
# BIN_PATH is `swift build --show-bin-path` of the build that linked the PRODUCTs (package.sh:
# segue segue-bench); the licence texts come from .build/checkouts/, the toolchain and Debian's
# /usr/share/common-licenses when the build runs, none is kept in this repository.
#
# What is linked is read from the build, not guessed: each product's link list (SwiftPM's
# PRODUCT.product/Objects.LinkFileList) names its object files, the build manifest (.build/CONFIG.yaml)
# the sources each was compiled from, and those sources' place (.build/checkouts/NAME/) the package.
# So a new dependency is included as soon as the programs link any of its code, a trait that leaves
# a package out leaves its notices out, and the packages that Package.resolved holds without the
# programs linking them are only named: build-time tools (swift-docc-plugin and swift-docc-symbolkit
# build documentation) and the packages that other packages' tests use (HummingbirdTesting's HTTP
# client, with swift-nio-ssl and swift-crypto, and so BoringSSL, behind it).
# It fails, rather than leave anything out, when a linked module has no known sources, a source is
# neither Segue's nor a checkout's, a linked package has no licence file or is not in
# Package.resolved, a licence text is not one it can name (licence_name), or the toolchain links a
# library its table below does not name.
# Embedded code is found two ways, in the source folders of the linked modules: licence files
# (LICENSE*, LICENCE*, COPYING*, NOTICE*), and comment blocks that grant another licence
# (an SPDX-License-Identifier other than Apache-2.0, or the MIT, BSD or ISC grant).
# Output is sorted and has no dates, so that the packages are the same bytes when built twice.
set -euo pipefail
cd -P "$(dirname "$0")/.."
export LC_ALL=C
root=$PWD # physical, as the paths of the build's files are

fail() { echo "segue licences: $*" >&2; exit 1; }

dep5=0
if [[ ${1:-} == --dep5 ]]; then
  dep5=1
  shift
fi
(($# >= 2)) || fail "usage: scripts/licences.sh [--dep5] BIN_PATH PRODUCT..."
[[ -d $1 ]] || fail "no folder $1"
bin=$(cd -P "$1" && pwd)
shift
products=("$@")
config=${bin##*/}
build=$(dirname "$(dirname "$bin")") # BIN_PATH is BUILD/TRIPLE/CONFIG
manifest=$build/$config.yaml
checkouts=$build/checkouts
[[ -f $manifest ]] || fail "no build manifest $manifest (build with SwiftPM's native build system first)"
[[ -f Package.resolved ]] || fail "no Package.resolved (swift package resolve)"
apache=/usr/share/common-licenses/Apache-2.0
[[ -f $apache ]] || fail "no $apache (Debian's base-files), against which Apache-2.0 texts are recognised"
swift=$(command -v swift) || fail "no swift on PATH"
toolchain=$(dirname "$(dirname "$(dirname "$(readlink -f "$swift")")")")
static=$toolchain/usr/lib/swift_static/linux
swift_licence=$toolchain/usr/share/swift/LICENSE.txt
autolink=$toolchain/usr/bin/swift-autolink-extract
for file in "$static/static-stdlib-args.lnk" "$swift_licence" "$autolink"; do
  [[ -e $file ]] || fail "the toolchain at $toolchain has no $file"
done
toolchain_name=$("$swift" --version 2>/dev/null | sed -n 's/.*(\(swift-[^)]*\)).*/\1/p' | head -1)
toolchain_name=${toolchain_name:-swift-toolchain}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The object files the products link. SwiftPM quotes a path with a space in it.
for product in "${products[@]}"; do
  list=$bin/$product.product/Objects.LinkFileList
  [[ -f $list ]] || fail "no $list: build $product first (swift build --product $product)"
  sed "s/^'\(.*\)'\$/\1/" "$list"
done | sort -u >"$work/objects"
[[ -s $work/objects ]] || fail "the products link no object files"

# object <TAB> source, for each linked object, from the manifest: a command's `inputs` line comes
# before its `outputs` line, and a Swift module's command compiles all its sources into all its
# objects (all of one module, so of one package).
awk -F'\t' '
  FNR == NR { linked[$0] = 1; next }
  function items(line, list,   n, i) {
    n = split(substr(line, index(line, "[") + 1), list, "\",\"")
    for (i = 1; i <= n; i++) gsub(/^"|"\]$|"$/, "", list[i])
    return n
  }
  /^    inputs: \[/ {
    delete sources; count = 0; n = items($0, list)
    for (i = 1; i <= n; i++) if (list[i] ~ /\.(swift|c|cc|cpp|cxx|m|mm|s|S)$/) sources[++count] = list[i]
    next
  }
  /^    outputs: \[/ {
    n = items($0, list)
    for (i = 1; i <= n; i++) if (list[i] in linked) for (j = 1; j <= count; j++) print list[i] "\t" sources[j]
    count = 0
  }
' "$work/objects" "$manifest" | sort -u >"$work/object-sources"
# The module of an object file: the MODULE.build folder it is in.
module_awk='function module(object,   n, i, part, m) {
  n = split(object, part, "/"); m = ""
  for (i = 1; i < n; i++) if (part[i] ~ /\.build$/) m = substr(part[i], 1, length(part[i]) - 6)
  return m
}'
# module <TAB> owner <TAB> source: the owner is a checkout's folder name, or segue for the
# repository's own sources; generated sources elsewhere under the build folder say nothing (their
# module's other sources do).
awk -F'\t' -v root="$root/" -v checkouts="$checkouts/" -v build="$build/" "$module_awk"'
  {
    object = $1; source = $2; mod = module(object)
    if (index(source, checkouts) == 1) {
      owner = substr(source, length(checkouts) + 1); sub(/\/.*/, "", owner)
    } else if (index(source, build) == 1) {
      next
    } else if (index(source, root) == 1) {
      owner = "segue"
    } else {
      owner = "?"
    }
    print mod "\t" owner "\t" source
  }
' "$work/object-sources" | sort -u >"$work/module-sources"
if grep -q $'\t?\t' "$work/module-sources"; then
  fail "sources neither Segue's nor in $checkouts, e.g. $(grep -m1 $'\t?\t' "$work/module-sources" | cut -f3)"
fi
cut -f1,2 "$work/module-sources" | sort -u >"$work/module-owners"
# Every linked module must have an owner: objects compiled from generated sources only, or module
# wrappers of a debug build, belong to theirs, and a module with none means a manifest that does
# not describe these objects.
awk "$module_awk"'{ print module($0) }' "$work/objects" | sort -u |
  comm -23 - <(cut -f1 "$work/module-owners" | sort -u) >"$work/unknown"
[[ ! -s $work/unknown ]] ||
  fail "no sources in $manifest for the linked modules $(paste -sd ' ' "$work/unknown") (another build's manifest?)"
if cut -f1 "$work/module-owners" | uniq -d | grep -q .; then
  fail "modules with sources in more than one package: $(cut -f1 "$work/module-owners" | uniq -d | paste -sd ' ')"
fi
grep -v $'\tsegue$' "$work/module-owners" | cut -f2 | sort -u >"$work/packages" || true

# The pins of Package.resolved, as SwiftPM writes it (one key a line, keys sorted):
# identity <TAB> location <TAB> version (or branch) <TAB> revision.
awk '
  function value(line) { sub(/^[^:]*: *"/, "", line); sub(/".*/, "", line); return line }
  function flush() {
    if (id != "") print id "\t" location "\t" version "\t" revision
    id = location = version = revision = ""
  }
  /^ *"identity" : "/ { flush(); id = value($0) }
  /^ *"location" : "/ { location = value($0) }
  /^ *"(version|branch)" : "/ { version = value($0) }
  /^ *"revision" : "/ { revision = value($0) }
  END { flush() }
' Package.resolved | sort >"$work/pins"
[[ -s $work/pins ]] || fail "no pins read from Package.resolved"

# pin_of CHECKOUT: the pin whose location's last part (less .git) is the checkout's folder name.
pin_of() {
  awk -F'\t' -v name="$1" '{ n = $2; sub(/\/+$/, "", n); sub(/.*\//, "", n); sub(/\.git$/, "", n)
    if (tolower(n) == tolower(name)) { print; exit } }' "$work/pins"
}

# The licence and notice files of a folder: licence_files DIR [DEPTH].
licence_files() {
  find "$1" ${2:+-maxdepth "$2"} -type f \( -iname 'licen[cs]e' -o -iname 'licen[cs]e[.-]*' \
    -o -iname 'copying' -o -iname 'copying[.-]*' \) -not -path '*/.git/*' | sort
}
notice_files() {
  find "$1" ${2:+-maxdepth "$2"} -type f \( -iname 'notice' -o -iname 'notice.*' \) -not -path '*/.git/*' | sort
}

# Whitespace-blind text of a file, for comparing licence texts however they are wrapped.
flat() { tr -s ' \t\r\n' '    ' <"$1" | sed 's/^ //; s/ $//'; }
flat "$apache" >"$work/apache.flat"
# The Swift project's runtime library exception: what the toolchain's licence adds to Apache-2.0.
sed -n '/Runtime Library Exception/,$p' "$swift_licence" >"$work/swift-exception"
[[ -s $work/swift-exception ]] || fail "$swift_licence has no runtime library exception"
{ cat "$work/apache.flat"; printf ' '; flat "$work/swift-exception"; } >"$work/swift.flat"
[[ $(flat "$swift_licence") == "$(cat "$work/swift.flat")" ]] ||
  fail "$swift_licence is not Apache-2.0 with the runtime library exception"

# licence_name FILE: the licence a text is, as Debian's copyright format names it, or nothing.
licence_name() {
  local text
  text=$(flat "$1")
  if [[ $text == "$(cat "$work/apache.flat")" ]]; then
    echo "Apache-2.0"
  elif [[ $text == "$(cat "$work/swift.flat")" ]]; then
    echo "Apache-2.0 with Swift exception"
  elif [[ $text == *"Permission is hereby granted, free of charge"* &&
    $text == *'THE SOFTWARE IS PROVIDED "AS IS"'* ]]; then
    echo "Expat"
  elif [[ $text == *"Redistribution and use in source and binary forms"* && $text == *"Neither the name"* ]]; then
    echo "BSD-3-clause"
  elif [[ $text == *"Redistribution and use in source and binary forms"* ]]; then
    echo "BSD-2-clause"
  elif [[ $text == *"Permission to use, copy, modify, and/or distribute this software for any purpose"* ]]; then
    echo "ISC"
  fi
}

# The words that grant the MIT, BSD and ISC licences, as an extended regular expression.
grants='Permission is hereby granted|Redistribution and use in source and binary forms|Permission to use, copy, modify'

# granting_block FILE: the first comment block of a source file that grants a licence other than
# Apache-2.0, without its comment markers; nothing when it has none.
granting_block() {
  awk -v grants="$grants" '
    function strip(line) {
      sub(/^[ \t]*(\/\*+-?|\*+\/|\*|\/\/+)[ \t]?/, "", line); sub(/[ \t]*\*+\/[ \t]*$/, "", line)
      return line
    }
    function flush(   i, spdx) {
      spdx = ""
      for (i = 1; i <= n; i++) if (match(block[i], /SPDX-License-Identifier:[ \t]*[^ \t]+/)) {
        spdx = substr(block[i], RSTART, RLENGTH); sub(/.*:[ \t]*/, "", spdx)
      }
      if ((spdx != "" && spdx != "Apache-2.0") || (spdx == "" && granted)) {
        for (i = 1; i <= n; i++) print block[i]
        exit
      }
      n = 0; granted = 0
    }
    function add(line) {
      block[++n] = strip(line)
      if (line ~ grants) granted = 1
    }
    inside { add($0); if ($0 ~ /\*\//) { inside = 0; flush() } next }
    /^[ \t]*\/\*/ {
      if (run) { run = 0; flush() }
      add($0); rest = $0; sub(/^[ \t]*\/\*/, "", rest)
      if (rest ~ /\*\//) flush(); else inside = 1
      next
    }
    /^[ \t]*\/\// { run = 1; add($0); next }
    { if (run) { run = 0; flush() } }
    END { if (run || inside) flush() }
  ' "$1" | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' | sed '/./,$!d'
}

# copyrights FILE...: the holders named on Copyright lines (first 30 lines of each file), each
# with the span of its years: "2017-2026 Apple Inc. and the SwiftNIO project authors".
copyrights() {
  (($#)) || return 0
  awk 'FNR <= 30 && /[Cc]opyright/' "$@" | awk '
    {
      line = $0
      sub(/^[^A-Za-z©]*/, "", line)
      if (line !~ /^(Copyright|©)/) next
      sub(/^(Copyright|©)[ \t]*(\([cC]\)|©)?[ \t]*/, "", line); sub(/^[-,: \t]+/, "", line)
      sub(/[ \t]*All [Rr]ights [Rr]eserved\.?[ \t]*$/, "", line); sub(/[ \t]+$/, "", line)
      low = 9999; high = 0
      while (match(line, /^(and[ \t]+)?[0-9][0-9][0-9][0-9]([ \t]*[-,][ \t]*|[ \t]+)?/)) {
        sub(/^and[ \t]+/, "", line); match(line, /^[0-9][0-9][0-9][0-9]([ \t]*[-,][ \t]*|[ \t]+)?/)
        year = substr(line, 1, 4) + 0
        if (year < low) low = year
        if (year > high) high = year
        line = substr(line, RLENGTH + 1)
      }
      sub(/^[ \t:,]+/, "", line)
      if (line == "" || line ~ /^\[/) next
      if (!(line in first)) { first[line] = low; last[line] = high; order[++n] = line }
      if (low < first[line]) first[line] = low
      if (high > last[line]) last[line] = high
    }
    END {
      for (i = 1; i <= n; i++) {
        h = order[i]
        span = first[h] == 9999 ? "" : (first[h] == last[h] ? first[h] " " : first[h] "-" last[h] " ")
        print span h
      }
    }
  ' | sort -u
}

# A file's text, ending in a newline even where the file's last line has none.
text() { sed '$a\' "$@"; }
# Text without runs of blank lines, nor blank lines at its end.
trim() { cat -s | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}'; }
# Continuation lines of a field: one space before each line, " ." for a blank one.
field() { text | sed -e 's/[ \t]*$//' -e 's/^$/./' -e 's/^/ /'; }
# The field's first line on the same line as its name, the rest as continuation lines.
first_and_rest() { { IFS= read -r first || true; echo "$first"; field; }; }
# A field of several lines (Files, Copyright), or OTHERWISE when it has none: multiline NAME OTHERWISE.
multiline() {
  local lines
  lines=$(cat)
  printf '%s:' "$1"
  if [[ -n $lines ]]; then first_and_rest <<<"$lines" | sed '1s/^/ /'; else echo " $2"; fi
}
# Lines as one comma-separated list, and a long line wrapped at 100 columns.
list() { paste -sd ',' | sed 's/,/, /g'; }
wrap() { fold -s -w 100 | sed 's/ $//'; }

# The toolchain's libraries that the link takes: the -l options of static-stdlib-args.lnk and of
# the objects' autolink entries, then those of each library's own entries, for each library the
# toolchain has as an archive (the others are the system's, shared, and in the .deb's Depends).
# (xargs may run it more than once, hence the output to standard output.)
tr '\n' '\0' <"$work/objects" | xargs -0 "$autolink" -o /dev/stdout >"$work/autolink" 2>"$work/autolink.log" ||
  { cat "$work/autolink.log" >&2; fail "swift-autolink-extract failed"; }
libraries() { tr ' \t' '\n\n' | sed -n 's/^-l//p' | sort -u; }
{ cat "$static/static-stdlib-args.lnk" "$work/autolink"; } | libraries >"$work/wanted"
# (A library can name more; go round until nothing new is found.)
: >"$work/static-libraries"
while :; do
  before=$(wc -l <"$work/static-libraries")
  while read -r library; do
    [[ -f $static/lib$library.a ]] || continue
    grep -qx "$library" "$work/static-libraries" && continue
    echo "$library" >>"$work/static-libraries"
    "$autolink" "$static/lib$library.a" -o /dev/stdout 2>/dev/null | libraries >>"$work/wanted"
  done < <(sort -u "$work/wanted")
  (($(wc -l <"$work/static-libraries") > before)) || break
done
sort -u -o "$work/static-libraries" "$work/static-libraries"

# The toolchain's parts: component <TAB> name <TAB> repository <TAB> licence <TAB> copyright, and
# which component each static library belongs to.
component() { printf '%s\t%s\t%s\t%s\t%s\n' "$@"; } # KEY NAME REPOSITORY LICENCE COPYRIGHT
swift_authors="Apple Inc. and the Swift project authors"
{
  component swift "Swift standard library and runtime" https://github.com/swiftlang/swift \
    "Apache-2.0 with Swift exception" "$swift_authors"
  component dispatch libdispatch https://github.com/swiftlang/swift-corelibs-libdispatch Apache-2.0 "Apple Inc."
  component blocks "libdispatch's BlocksRuntime and Swift overlay" \
    https://github.com/swiftlang/swift-corelibs-libdispatch "Apache-2.0 with Swift exception" "$swift_authors"
  component corelibs-foundation "Foundation and CoreFoundation (swift-corelibs-foundation)" \
    https://github.com/swiftlang/swift-corelibs-foundation "Apache-2.0 with Swift exception" "$swift_authors"
  component foundation "FoundationEssentials and FoundationInternationalization (swift-foundation)" \
    https://github.com/swiftlang/swift-foundation "Apache-2.0 with Swift exception" "$swift_authors"
  component foundation-collections "swift-collections, built into the toolchain as _FoundationCollections" \
    https://github.com/apple/swift-collections "Apache-2.0 with Swift exception" "$swift_authors"
  component icu "ICU (swift-foundation-icu)" https://github.com/swiftlang/swift-foundation-icu Unicode-3.0 \
    "2016 and later Unicode, Inc. and others"
} >"$work/components"
component_of() {
  case $1 in
  swiftCore | swift_Concurrency | swift_StringProcessing | swift_RegexParser | swiftSynchronization | swiftGlibc | \
    swiftObservation | swiftDistributed | swift_Differentiation | swiftRegexBuilder | swiftSwiftOnoneSupport | \
    swift_Volatile | swiftRuntime | swift_Builtin_float | swiftCxx | swiftCxxStdlib) echo swift ;;
  dispatch) echo dispatch ;;
  BlocksRuntime | swiftDispatch) echo blocks ;;
  Foundation | CoreFoundation | FoundationNetworking | FoundationXML | _CFURLSessionInterface | _CFXMLInterface)
    echo corelibs-foundation ;;
  FoundationEssentials | FoundationInternationalization | _FoundationCShims) echo foundation ;;
  _FoundationCollections) echo foundation-collections ;;
  _FoundationICU) echo icu ;;
  *) return 1 ;;
  esac
}
: >"$work/library-components"
while read -r library; do
  component=$(component_of "$library") ||
    fail "the toolchain links lib$library.a, which scripts/licences.sh does not know: add it to component_of"
  printf '%s\t%s\n' "$component" "$library" >>"$work/library-components"
done <"$work/static-libraries"
# The components linked, in the table's order (the runtime first).
cut -f1 "$work/components" | grep -Fxf <(cut -f1 "$work/library-components") >"$work/used-components" || true
icu_version=$(grep -a -o -m1 'icudt[0-9]*' "$static/lib_FoundationICU.a" 2>/dev/null | head -1 | tr -dc 0-9 || true)

# Everything about each linked package, gathered once: its pin, licence and notice files, and
# what is embedded in its linked modules.
: >"$work/package-table" # checkout <TAB> identity <TAB> version <TAB> revision <TAB> location <TAB> licence
while read -r package; do
  pin=$(pin_of "$package")
  [[ -n $pin ]] || fail "the programs link $package, which Package.resolved does not pin"
  IFS=$'\t' read -r identity location version revision <<<"$pin"
  dir=$checkouts/$package
  licence_files "$dir" 1 >"$work/$package.licences"
  [[ -s $work/$package.licences ]] || fail "$package ($location) has no licence file (LICENSE, COPYING, …) in $dir"
  notice_files "$dir" 1 >"$work/$package.notices"
  names=()
  while read -r file; do
    name=$(licence_name "$file")
    [[ -n $name ]] ||
      fail "$package's ${file#"$dir/"} is a licence text scripts/licences.sh does not know: read it, teach licence_name"
    names+=("$name")
  done <"$work/$package.licences"
  ((${#names[@]} == 1)) || fail "$package has several licence files; say in scripts/licences.sh how they combine"
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$package" "$identity" "$version" "$revision" "$location" "${names[0]}" \
    >>"$work/package-table"
  # Its linked modules, and the folder of each: the common folder of its sources, widened to
  # Sources/MODULE where it lies in one.
  awk -F'\t' -v p="$package" '$2 == p { print $1 }' "$work/module-owners" | sort -u >"$work/$package.modules"
  : >"$work/$package.folders"
  while read -r module; do
    awk -F'\t' -v m="$module" '$1 == m { print $3 }' "$work/module-sources" | awk '
      NR == 1 { n = split($0, common, "/"); n--; next }
      { k = split($0, part, "/"); for (i = 1; i <= n && i < k; i++) if (part[i] != common[i]) break; n = i - 1 }
      END { path = ""; for (i = 1; i <= n; i++) path = path (i > 1 ? "/" : "") common[i]; print path }
    ' | sed -E "s#^($checkouts/$package/Sources/[^/]+)/.*#\1#" >>"$work/$package.folders"
  done <"$work/$package.modules"
  sort -u -o "$work/$package.folders" "$work/$package.folders"
  # Embedded licence files (less the package's own), and comment blocks granting other licences.
  while read -r folder; do
    [[ $folder == "$dir" ]] && continue
    licence_files "$folder"
    notice_files "$folder"
  done <"$work/$package.folders" | sort -u |
    comm -23 - <(sort -u "$work/$package.licences" "$work/$package.notices") >"$work/$package.embedded-files"
  : >"$work/$package.blocks"
  while read -r folder; do
    find "$folder" -type f \( -name '*.[chsS]' -o -name '*.cc' -o -name '*.cpp' -o -name '*.hpp' -o -name '*.inc' \
      -o -name '*.m' -o -name '*.mm' -o -name '*.swift' \) -print0 |
      xargs -0 -r grep -H -o -E "SPDX-License-Identifier:[[:space:]]*[^[:space:]*]+|$grants" |
      grep -v ':SPDX-License-Identifier:[[:space:]]*Apache-2.0$' | sed 's/:[^:]*\(:[^:]*\)\{0,1\}$//' || true
  done <"$work/$package.folders" | sort -u | while read -r file; do
    block=$(granting_block "$file")
    [[ -n $block ]] || continue
    hash=$(md5sum <<<"$block" | cut -c1-16)
    [[ -f $work/block-$hash ]] || printf '%s\n' "$block" >"$work/block-$hash"
    printf '%s\t%s\n' "$hash" "$file" >>"$work/$package.blocks"
  done
  # Its copyright holders: its notice files' and its linked sources' headers.
  mapfile -t files < <(
    cat "$work/$package.notices"
    awk -F'\t' -v p="$package" '$2 == p { print $3 }' "$work/module-sources" | sort -u
  )
  copyrights "${files[@]}" >"$work/$package.copyrights"
done <"$work/packages"

# What is resolved but not linked, by identity.
cut -f2 "$work/package-table" | sort -u | comm -13 - <(cut -f1 "$work/pins") >"$work/not-linked"

component_field() { awk -F'\t' -v c="$1" -v f="$2" '$1 == c { print $f }' "$work/components"; }
component_libraries() { awk -F'\t' -v c="$1" '$1 == c { print "lib" $2 ".a" }' "$work/library-components" | sort; }
rule="================================================================================"
section() { printf -- '---------------------------------------- %s\n' "$1"; }

if ((dep5 == 0)); then
  title="Third-party notices for ${products[*]}"
  echo "$title"
  echo "${title//?/=}"
  echo
  echo "These programs are Segue's own code (LICENSE) linked statically with the code below: the Swift"
  echo "packages from Package.resolved whose modules they link, code embedded in those packages under"
  echo "licences of its own, and the parts of the Swift toolchain that --static-swift-stdlib links. Each"
  echo "section names the code, its version and origin, and carries its licence and notice files as they"
  echo "come with it. Libraries the programs load at run time (EGL, GLES, libspng, libturbojpeg, OpenSSL's"
  echo "libcrypto, glibc, libstdc++) are the system's and come with their own notices."
  echo
  echo "Swift packages:"
  while IFS=$'\t' read -r package identity version revision location licence; do
    printf '  %-32s %-10s %s\n' "$identity" "$version" "$location"
  done <"$work/package-table"
  echo
  echo "Swift toolchain ($toolchain_name):"
  while read -r component; do
    printf '  %s\n' "$(component_field "$component" 2)"
  done <"$work/used-components"
  if [[ -s $work/not-linked ]]; then
    echo
    echo "In Package.resolved but not linked into these programs (such as build-time tools, and packages"
    echo "that only tests use): $(list <"$work/not-linked")." | wrap
  fi
  while IFS=$'\t' read -r package identity version revision location licence; do
    dir=$checkouts/$package
    echo
    echo "$rule"
    echo "$identity $version (revision $revision)"
    echo "$location"
    echo "Modules linked: $(list <"$work/$package.modules")" | wrap
    echo "Licence: $licence"
    if [[ -s $work/$package.copyrights ]]; then
      echo "Copyright:"
      sed 's/^/  /' "$work/$package.copyrights"
    fi
    while read -r file; do
      echo
      section "${file#"$dir/"}"
      text "$file"
    done < <(cat "$work/$package.licences" "$work/$package.notices" "$work/$package.embedded-files")
    if [[ -s $work/$package.blocks ]]; then
      for hash in $(cut -f1 "$work/$package.blocks" | sort -u); do
        echo
        section "the licence in $(awk -F'\t' -v h="$hash" '$1 == h { print $2 }' "$work/$package.blocks" |
          sed "s#^$dir/##" | paste -sd ',' | sed 's/,/, /g') (embedded code)"
        text "$work/block-$hash"
      done
    fi
  done <"$work/package-table"
  # Where a licence's text is already above: the first package under it, then the runtime, whose
  # section carries the toolchain's own text.
  declare -A where=()
  while IFS=$'\t' read -r package identity version revision location licence; do
    [[ -n ${where[$licence]:-} ]] || where[$licence]="$identity's $(basename "$(head -1 "$work/$package.licences")")"
  done <"$work/package-table"
  while read -r component; do
    echo
    echo "$rule"
    echo "$(component_field "$component" 2), from $toolchain_name"
    echo "$(component_field "$component" 3)"
    echo "Libraries linked: $(component_libraries "$component" | list)" | wrap
    licence=$(component_field "$component" 4)
    echo "Copyright: $(component_field "$component" 5)"
    case $licence in
    "Apache-2.0 with Swift exception" | Apache-2.0)
      if [[ $component != swift && -n ${where[$licence]:-} ]]; then
        echo "Licence: $licence, whose text is above in ${where[$licence]}."
        continue
      fi
      echo "Licence: $licence; its text follows."
      echo
      if [[ $licence == Apache-2.0 ]]; then
        section "Apache License, Version 2.0 (/usr/share/common-licenses/Apache-2.0)"
        text "$apache"
        where[$licence]="the section of $(component_field "$component" 2)"
      else
        section "usr/share/swift/LICENSE.txt of $toolchain_name"
        text "$swift_licence"
        where[$licence]="the section of $(component_field "$component" 2)"
      fi
      ;;
    Unicode-3.0)
      echo "ICU ${icu_version:-(of a version not found)}; licence: Unicode-3.0, the Unicode License v3"
      echo "(https://www.unicode.org/license.txt)."
      echo "ICU's LICENSE file, which adds the notices of the third-party code and data in ICU, is"
      echo "https://github.com/swiftlang/swift-foundation-icu/blob/main/LICENSE. The Swift toolchain does"
      echo "not carry these texts, so they are named here and not reproduced."
      ;;
    esac
  done <"$work/used-components"
  exit 0
fi

# --dep5: a Files paragraph for each package, each piece of embedded code and each toolchain
# part, then a License paragraph for each licence named without its text. Files patterns name
# where the code was in the build: .build/checkouts/ for the packages, the toolchain's
# usr/lib/swift_static/ for its parts. Debian keeps Apache-2.0 in /usr/share/common-licenses, and
# its full text in a copyright file is an error to lintian, so it is referred to, not quoted.
: >"$work/licences-used"
while IFS=$'\t' read -r package identity version revision location licence; do
  dir=$checkouts/$package
  echo
  echo "Files: .build/checkouts/$package/*"
  multiline Copyright "the $identity authors (their files name none)" <"$work/$package.copyrights"
  echo "License: $licence"
  # Apache-2.0 is referred to (a License paragraph at the end); another licence's text is here.
  if [[ $licence == Apache-2.0* ]]; then
    echo "$licence" >>"$work/licences-used"
  else
    field <"$(head -1 "$work/$package.licences")"
  fi
  {
    echo "$identity $version (revision $revision), $location; modules linked: $(list <"$work/$package.modules")." |
      fold -s -w 90 | sed 's/ $//'
    while read -r file; do
      echo
      echo "${file#"$dir/"}:"
      echo
      text "$file"
    done < <(cat "$work/$package.notices"; grep -i '/notice[^/]*$' "$work/$package.embedded-files" || true)
  } | trim | multiline Comment ""
  while read -r file; do
    case $(basename "$file" | tr '[:upper:]' '[:lower:]') in notice*) continue ;; esac # in the Comment above
    name=$(licence_name "$file")
    [[ -n $name ]] ||
      fail "$package embeds ${file#"$dir/"}, a licence scripts/licences.sh does not know: read it, teach licence_name"
    echo
    # The licence file stands for the code of its folder.
    echo "Files: .build/checkouts/$package/$(dirname "${file#"$dir/"}")/*"
    copyrights "$file" | multiline Copyright "see the licence below"
    echo "License: $name"
    field <"$file"
    echo "Comment: Code embedded in $identity ($(dirname "${file#"$dir/"}")), under its own licence."
  done <"$work/$package.embedded-files"
  if [[ -s $work/$package.blocks ]]; then
    for hash in $(cut -f1 "$work/$package.blocks" | sort -u); do
      name=$(licence_name "$work/block-$hash")
      files=$(awk -F'\t' -v h="$hash" '$1 == h { print $2 }' "$work/$package.blocks" |
        sed "s#^$dir/#.build/checkouts/$package/#")
      [[ -n $name ]] ||
        fail "$package embeds code under a licence scripts/licences.sh does not know ($(head -1 <<<"$files")): read it"
      echo
      multiline Files "" <<<"$files"
      copyrights "$work/block-$hash" | multiline Copyright "see the licence below"
      echo "License: $name"
      field <"$work/block-$hash"
      echo "Comment: Code embedded in $identity, under its own licence (from the files' headers)."
    done
  fi
done <"$work/package-table"
while read -r component; do
  licence=$(component_field "$component" 4)
  echo
  component_libraries "$component" | sed "s#^#$toolchain_name/usr/lib/swift_static/linux/#" | multiline Files ""
  echo "Copyright: $(component_field "$component" 5)"
  echo "License: $licence"
  if [[ $licence == Unicode-3.0 ]]; then
    field <<EOF
The Unicode License v3, https://www.unicode.org/license.txt. ICU's LICENSE file, which adds the
notices of the third-party code and data in ICU, is
https://github.com/swiftlang/swift-foundation-icu/blob/main/LICENSE. The Swift toolchain does
not carry these texts, so they are named here and not reproduced.
EOF
  else
    echo "$licence" >>"$work/licences-used"
  fi
  version=
  [[ $component == icu && -n $icu_version ]] && version=", ICU $icu_version"
  echo "Comment: $(component_field "$component" 2)$version, $(component_field "$component" 3),"
  echo " from $toolchain_name, linked by --static-swift-stdlib."
done <"$work/used-components"
sort -u "$work/licences-used" | while read -r licence; do
  echo
  echo "License: $licence"
  case $licence in
  Apache-2.0)
    field <<EOF
On Debian systems, the full text of the Apache License, Version 2.0 is in
/usr/share/common-licenses/Apache-2.0.
EOF
    ;;
  "Apache-2.0 with Swift exception")
    { cat <<EOF
The Apache License, Version 2.0 (on Debian systems its full text is in
/usr/share/common-licenses/Apache-2.0), with the Swift project's exception:

EOF
      cat "$work/swift-exception"; } | trim | field
    ;;
  esac
done
