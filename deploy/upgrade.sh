#!/usr/bin/env bash
# Upgrades the club site to a new release in one step, with no failed request
# (docs/operations.md "Upgrading"), run as root on the server that runs the instances:
#
#   sudo bash deploy/upgrade.sh club-site-<version>-<build>.tar.gz
#
# 1. unpacks the release beside the running one, in /opt/club-site/releases/<name>;
# 2. copies the running build's browser files into it (commands/keep-static.mjs), so pages of
#    the old build, open in browsers or held by the front cache, keep finding their scripts;
# 3. migrates the database once (commands/migrate.mjs, as the service user, with the
#    environment file): migrations must be backward-compatible, the old instances run on
#    the new schema until they restart;
# 4. adds the new release's browser files to the front cache's folder (/var/www/club-site/static,
#    which the front serves /_next/static/ from), so that a page of the new build finds its
#    scripts while instances of the old one still run; files already there are left as they are,
#    and those no build since the previous one has, built more than a week ago, are removed;
# 5. points /opt/club-site/current at it;
# 6. restarts the instances one at a time (every active club-site@<port>, or the ports
#    given after the tarball): `systemctl restart` returns once the instance answers ready
#    (the unit's ExecStartPost), and only then is the next one stopped. The front passes a
#    request that meets a stopping instance to the other one, and tries every instance again
#    before it gives up (deploy/nginx/render.mjs), so no wait is needed between the two.
#
# Any failure stops it with one line and a non-zero exit. Before step 5 nothing running has
# changed; after it, the line says how to go back (the previous release stays in place).
#
# --root <dir>        work in <dir> instead of / and run the commands as the current user (tests)
# --static-dir <dir>  the front's folder of browser files (/var/www/club-site/static); when it
#                     does not exist (the front runs on another server), step 4 says so and the
#                     files are copied there by hand (docs/several-servers.md)
# SYSTEMCTL           the systemctl to call (tests)
set -euo pipefail
# shellcheck source=deploy/browser-files.sh
source "$(dirname "$0")/browser-files.sh"

usage() {
  echo "usage: upgrade.sh <release .tar.gz> [port …] [--root <dir>] [--static-dir <dir>]" >&2
  exit 2
}
fail() {
  echo "upgrade.sh: $*" >&2
  exit 1
}

root=""
static_dir=""
tarball=""
ports=()
while [ $# -gt 0 ]; do
  case "$1" in
    --root) [ $# -ge 2 ] || usage; root="${2%/}"; shift 2 ;;
    --static-dir) [ $# -ge 2 ] || usage; static_dir="${2%/}"; shift 2 ;;
    -*) usage ;;
    *) if [ -z "$tarball" ]; then tarball="$1"; else ports+=("$1"); fi; shift ;;
  esac
done
[ -n "$tarball" ] || usage
[ -n "$root" ] || [ "$(id -u)" -eq 0 ] || fail "run it as root (sudo), or with --root <dir>"
[ -f "$tarball" ] || fail "$tarball: no such file"
for port in "${ports[@]}"; do [[ "$port" =~ ^[0-9]+$ ]] || fail "$port is not a port"; done

systemctl="${SYSTEMCTL:-systemctl}"
static_dir="${static_dir:-$root/var/www/club-site/static}"
releases="$root/opt/club-site/releases"
current_link="$root/opt/club-site/current"
env_file="$root/etc/club-site/club-site.env"

[ -L "$current_link" ] || fail "$current_link is not a link to a release: install the first one by hand (docs/operations.md \"Going live\")"
previous="$(readlink -f "$current_link")"
[ -r "$env_file" ] || fail "$env_file is missing or unreadable"

# The instances to restart: the ports given, or every club-site@ unit that runs now.
if [ ${#ports[@]} -eq 0 ]; then
  mapfile -t ports < <("$systemctl" list-units 'club-site@*.service' --state=active --plain --no-legend |
    sed -n 's/^club-site@\([0-9]*\)\.service.*/\1/p')
  [ ${#ports[@]} -gt 0 ] || fail "no club-site@<port> instance is running: name the ports after the tarball"
fi

# 1. Unpacked into a folder of its own first, then moved in whole: never half a release.
name="$(basename "$tarball" .tar.gz)"
target="$releases/$name"
[ "$target" != "$previous" ] || fail "$name is the running release already"
[ ! -e "$target" ] || fail "$target exists already: remove it, or point current at it by hand"
unpacking="$(mktemp -d "$releases/.unpacking.XXXXXX")"
trap 'rm -rf "$unpacking"' EXIT
tar -xzf "$tarball" -C "$unpacking" || fail "$tarball could not be unpacked"
# The tarball holds one folder, the release.
unpacked="$(find "$unpacking" -mindepth 1 -maxdepth 1 -type d)"
[ -f "$unpacked/server.js" ] && [ -d "$unpacked/commands" ] || fail "$tarball is not a release (no server.js and commands/)"
mv "$unpacked" "$target"
echo "unpacked $name into $target"

# as_service <command…>: in the new release, as the service's user, with its environment
# (the file is one a shell and systemd read alike: deploy/club-site.env.example).
as_service() {
  local run=(bash -c 'set -a && . "$0" && set +a && cd "$1" && shift && NODE_ENV=production exec "$@"' "$env_file" "$target" "$@")
  if [ -n "$root" ]; then "${run[@]}"; else runuser -u club-site -- "${run[@]}"; fi
}

# 2, 3 and 4. A failure here removes the new folder again, so the same command can run again.
unchanged() {
  rm -rf "$target"
  fail "$1; nothing running has changed"
}
as_service node commands/keep-static.mjs "$previous" || unchanged "keeping the running build's browser files failed"
as_service node commands/migrate.mjs ||
  unchanged "the migration failed (restore the backup taken before if it stopped half-way)"

# 4.
if [ -d "$static_dir" ]; then
  add_browser_files "$target/.next/static" "$static_dir" ||
    unchanged "copying the browser files into $static_dir failed"
  echo "added the browser files of $name to $static_dir"
  # A build's files stay as long as a page could name them: the new and the previous
  # build's (the new release holds both, commands/keep-static.mjs), and any other for a week
  # after it was built, longer than the front keeps a page (a day) or a tab usually stays open.
  removed=0
  while IFS= read -r -d '' file; do
    [ -e "$target/.next/static/${file#"$static_dir"/}" ] && continue
    rm -f "$file" && removed=$((removed + 1))
  done < <(find "$static_dir" -type f -mtime +7 -print0)
  find "$static_dir" -mindepth 1 -type d -empty -delete
  [ "$removed" -eq 0 ] || echo "browser files of builds before the previous one removed from $static_dir: $removed"
else
  echo "no $static_dir here: the front's folder of browser files needs $target/.next/static/ (docs/several-servers.md)"
fi

# 5. A new link moved over the old one: `current` is never missing.
ln -sfn "$target" "$current_link.new"
mv -T "$current_link.new" "$current_link"
[ -n "$root" ] || chown -R club-site:club-site "$target/.next"
echo "current → $target (previous: $previous)"

# 6.
back="to go back: ln -sfn $previous $current_link, then restart the instances"
for port in "${ports[@]}"; do
  "$systemctl" restart "club-site@$port" || fail "club-site@$port did not come back ready (journalctl -u club-site@$port); $back"
  echo "club-site@$port runs $name"
done
echo "upgraded to $name"
