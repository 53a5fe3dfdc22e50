#!/usr/bin/env bash
# Installs the Debian packages the tests, the stack and the bench run, when missing:
#   bash scripts/debian-packages.sh chromium-headless-shell nginx-light postgresql redis-server
# Each is an existing engine started by the tests or `npm run stack` themselves.
set -euo pipefail

installed() {
  case "$1" in
    chromium) command -v chromium >/dev/null 2>&1 ;;
    chromium-headless-shell) command -v chromium-headless-shell >/dev/null 2>&1 ;;
    nginx-light) [ -x "${NGINX_PATH:-/usr/sbin/nginx}" ] ;;
    postgresql) compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null ;;
    redis-server) command -v redis-server >/dev/null 2>&1 ;;
    wrk) command -v wrk >/dev/null 2>&1 ;;
    *) dpkg -s "$1" >/dev/null 2>&1 ;;
  esac
}

missing=()
for package in "$@"; do installed "$package" || missing+=("$package"); done
[ "${#missing[@]}" -eq 0 ] && exit 0

echo "Installing Debian packages: ${missing[*]}…"
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
# The packages' own services stay off: the tests and the stack start their own, on loopback.
DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 $SUDO apt-get install -y -qq "${missing[@]}"
