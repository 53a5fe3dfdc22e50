#!/usr/bin/env bash
# Prepares a Debian server for the club site (docs/operations.md "Going live"), run as root from the
# repository or an unpacked release: the service user, the folders, the environment file
# and the systemd units. Run it again at will: it creates what is missing, sets the
# folders' and the environment file's modes and owners again, replaces the units and the
# backup script with this version's, and never changes an existing environment file's
# settings or any data.
#
#   bash deploy/install.sh [--site-url https://www.club.example]      (as root)
#
# --root <dir>  install into <dir> instead of / (a package build, or the tests), and
#               leave the user, file owners and systemd alone
# --no-user     do not create the user (it exists, or is managed elsewhere)
set -euo pipefail

usage() {
  echo "usage: install.sh [--site-url <https://…>] [--root <dir>] [--no-user]" >&2
  exit 2
}

root=""
site_url=""
create_user=1
while [ $# -gt 0 ]; do
  case "$1" in
    --root) [ $# -ge 2 ] || usage; root="${2%/}"; shift 2 ;;
    --site-url) [ $# -ge 2 ] || usage; site_url="$2"; shift 2 ;;
    --no-user) create_user=0; shift ;;
    *) usage ;;
  esac
done

deploy="$(cd "$(dirname "$0")" && pwd)"
# shellcheck source=deploy/browser-files.sh
source "$deploy/browser-files.sh"
user=club-site
fail() {
  echo "install.sh: $*" >&2
  exit 1
}
[ -n "$root" ] || [ "$(id -u)" -eq 0 ] || fail "run it as root, or with --root <dir>"
[[ -z "$site_url" || "$site_url" =~ ^https://[A-Za-z0-9.-]+(:[0-9]+)?$ ]] ||
  fail "--site-url must be https://<host> (got $site_url)"

# The service's user: no login, no home of its own beyond its data.
if [ -z "$root" ] && [ "$create_user" -eq 1 ] && ! getent passwd "$user" >/dev/null; then
  useradd --system --user-group --home-dir /var/lib/club-site --no-create-home \
    --shell /usr/sbin/nologin "$user"
  echo "created the system user $user"
fi

# owned <mode> <path>: a folder with its mode, owned by the service's user on a real install.
owned() {
  install -d -m "$1" "$2"
  chmod "$1" "$2"
  if [ -z "$root" ]; then chown "$user:$user" "$2"; fi
}

# Releases are root's: the service reads them and writes only Next's cache in the active
# one (the unit's ReadWritePaths). Data is the service's alone.
install -d -m 755 "$root/opt/club-site/releases"
owned 700 "$root/var/lib/club-site"
owned 700 "$root/var/lib/club-site/media"
owned 700 "$root/var/lib/club-site/backups"
install -d -m 755 "$root/etc/club-site"

env_file="$root/etc/club-site/club-site.env"
if [ ! -e "$env_file" ]; then
  secret="$(od -An -tx1 -N32 /dev/urandom | tr -d ' \n')"
  edits=(-e "s|^PAYLOAD_SECRET=REPLACE-ME\$|PAYLOAD_SECRET=$secret|")
  [ -z "$site_url" ] || edits+=(-e "s|^SITE_URL=.*|SITE_URL=$site_url|")
  (umask 077 && sed "${edits[@]}" "$deploy/club-site.env.example" >"$env_file.new")
  mv "$env_file.new" "$env_file"
  echo "wrote $env_file with a new PAYLOAD_SECRET${site_url:+ and SITE_URL=$site_url}"
  [ -n "$site_url" ] || echo "edit SITE_URL in $env_file: it is still the example's"
fi
chmod 600 "$env_file"
if [ -z "$root" ]; then chown "$user:$user" "$env_file"; fi

install -d -m 755 "$root/etc/systemd/system" "$root/usr/local/bin"
for unit in club-site@.service club-site-backup.service club-site-backup.timer; do
  install -m 644 "$deploy/systemd/$unit" "$root/etc/systemd/system/$unit"
done
install -m 755 "$deploy/backup.sh" "$root/usr/local/bin/club-site-backup"

# The front cache's folder of browser files (deploy/nginx/club-site.conf serves /_next/static/
# from it; deploy/upgrade.sh adds each new release's), filled with this release's when run
# from one. Names carry a hash of the content: a file already there is left as it is.
static_dir="$root/var/www/club-site/static"
install -d -m 755 "$static_dir"
if [ -d "$deploy/../.next/static" ]; then
  add_browser_files "$deploy/../.next/static" "$static_dir"
  echo "added this release's browser files to $static_dir"
fi

# The front's live match streams are nginx's pub/sub module (deploy/nginx/club-site.conf,
# nchan): installed wherever nginx runs, as its configuration needs it. A server running the
# app alone (several servers, the front elsewhere) needs nothing more.
if [ -z "$root" ] && command -v nginx >/dev/null && ! dpkg -s libnginx-mod-nchan >/dev/null 2>&1; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libnginx-mod-nchan
  echo "installed libnginx-mod-nchan (the front's live match streams)"
fi

# nginx's connections and open files for the live streams a match day brings (Debian's
# 768 connections per worker hold about 500 through the terminator and the front).
if [ -f "$root/etc/nginx/nginx.conf" ]; then
  bash "$deploy/nginx/worker-limits.sh" "$root/etc/nginx/nginx.conf"
fi

if [ -z "$root" ] && command -v systemctl >/dev/null && [ -d /run/systemd/system ]; then
  systemctl daemon-reload
fi
echo "installed the units; once a release is in /opt/club-site/current:"
echo "  systemctl enable --now club-site@3000 club-site-backup.timer"
