#!/usr/bin/env bash
# Prints Segue's version, SegueVersion.current in Sources/Segue/Support/Version.swift: the one place
# it is written, read here for the packages' names.
set -euo pipefail
cd "$(dirname "$0")/.."
version=$(sed -n 's/^ *public static let current = "\([^"]*\)".*/\1/p' Sources/Segue/Support/Version.swift)
if [[ ! $version =~ ^[0-9][0-9A-Za-z.+~-]*$ ]]; then
  echo "segue version: no version found in Sources/Segue/Support/Version.swift (SegueVersion.current)" >&2
  exit 1
fi
echo "$version"
