# Sourced by the scripts that need Debian packages: `apt_install WHO PACKAGE...` installs those of
# PACKAGE... that are not installed yet, saying so as WHO, and returns apt-get's status.
apt_install() {
  local who=$1 package missing=() sudo=""
  shift
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
  done
  ((${#missing[@]})) || return 0
  echo "$who: installing ${missing[*]}"
  [[ $(id -u) -eq 0 ]] || sudo="sudo"
  $sudo apt-get update -qq &&
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}
