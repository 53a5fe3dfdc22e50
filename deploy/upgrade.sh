#!/usr/bin/env bash
# Upgrades the club site to a new release in one step, with no failed request
# (docs/operations.md "Upgrading"), run as root on the server that runs the instances:
#
#   bash deploy/upgrade.sh /root/<version>-<build>.tar.gz      (as root)
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
# 5. points /opt/club-site/current at it (and /opt/club-site/previous at the release before);
# 6. one instance (the default install): starts the new release on the spare port beside it
#    (club-site@3001 beside @3000, and back), which returns once it answers ready (the
#    unit's ExecStartPost); moves the front to it (the two addresses change places in the
#    front's upstream list, deploy/nginx/render.mjs, and nginx reloads: its old workers
#    finish what they carry, for 2 s); then stops the old instance, which closes each connection
#    after its request and is gone within 5 s (lib/shared/http/prompt-stop.ts), and enables the
#    new one instead, for the next boot. No request meets a stopped instance: the front
#    passes one that is refused to the other address;
#    several instances (or the ports given after the tarball): restarts them one at a time,
#    each `systemctl restart` returning once that one answers ready; the front passes a
#    request that meets a stopping instance to the other one, and tries every instance again
#    before it gives up (deploy/nginx/render.mjs), so no wait is needed between the two.
#
#   bash deploy/upgrade.sh --rollback
#
# goes back to the previous release the same way (no unpacking, no migration): one command.
#
# Any failure stops it with one line and a non-zero exit. Before step 5 nothing running has
# changed; after it, the line says how to go back (the previous release stays in place).
#
# --root <dir>        work in <dir> instead of / and run the commands as the current user (tests)
# --static-dir <dir>  the front's folder of browser files (/var/www/club-site/static); when it
#                     does not exist (the front runs on another server), step 4 says so and the
#                     files are copied there by hand (docs/several-servers.md)
# --front-conf <file> the front's nginx file (/etc/nginx/conf.d/club-site.conf): without it here,
#                     one instance is restarted in place, with a gap
# SYSTEMCTL           the systemctl to call (tests)
# FRONT_RELOAD        how the front is checked and reloaded (`nginx -t -q && systemctl reload
#                     nginx`; the tests' own nginx)
# FRONT_SETTLE_SECONDS how long nginx's old workers get to finish before the old instance stops (2)
set -euo pipefail
# shellcheck source=deploy/browser-files.sh
source "$(dirname "$0")/browser-files.sh"

usage() {
  echo "usage: upgrade.sh <release .tar.gz> [port …] | --rollback   [--root <dir>] [--static-dir <dir>] [--front-conf <file>]" >&2
  exit 2
}
fail() {
  echo "upgrade.sh: $*" >&2
  exit 1
}

root=""
static_dir=""
front_conf=""
rollback=0
tarball=""
ports=()
while [ $# -gt 0 ]; do
  case "$1" in
    --root) [ $# -ge 2 ] || usage; root="${2%/}"; shift 2 ;;
    --static-dir) [ $# -ge 2 ] || usage; static_dir="${2%/}"; shift 2 ;;
    --front-conf) [ $# -ge 2 ] || usage; front_conf="$2"; shift 2 ;;
    --rollback) rollback=1; shift ;;
    -*) usage ;;
    *) if [ -z "$tarball" ]; then tarball="$1"; else ports+=("$1"); fi; shift ;;
  esac
done
[ -n "$tarball" ] || [ "$rollback" -eq 1 ] || usage
[ -z "$tarball" ] || [ "$rollback" -eq 0 ] || usage
[ -n "$root" ] || [ "$(id -u)" -eq 0 ] || fail "run it as root, or with --root <dir>"
[ -z "$tarball" ] || [ -f "$tarball" ] || fail "$tarball: no such file"
for port in "${ports[@]}"; do [[ "$port" =~ ^[0-9]+$ ]] || fail "$port is not a port"; done

systemctl="${SYSTEMCTL:-systemctl}"
static_dir="${static_dir:-$root/var/www/club-site/static}"
releases="$root/opt/club-site/releases"
current_link="$root/opt/club-site/current"
previous_link="$root/opt/club-site/previous"
env_file="$root/etc/club-site/club-site.env"
front_conf="${front_conf:-$root/etc/nginx/conf.d/club-site.conf}"
front_reload="${FRONT_RELOAD:-nginx -t -q && $systemctl reload nginx}"

[ -L "$current_link" ] || fail "$current_link is not a link to a release: install the first one by hand (docs/operations.md \"Going live\")"
previous="$(readlink -f "$current_link")"
[ -r "$env_file" ] || fail "$env_file is missing or unreadable"

# The instances to restart: the ports given, or every club-site@ unit that runs now.
ports_given=${#ports[@]}
if [ ${#ports[@]} -eq 0 ]; then
  mapfile -t ports < <("$systemctl" list-units 'club-site@*.service' --state=active --plain --no-legend |
    sed -n 's/^club-site@\([0-9]*\)\.service.*/\1/p')
  [ ${#ports[@]} -gt 0 ] || fail "no club-site@<port> instance is running: name the ports after the tarball"
fi

# point_current <release>: a new link moved over the old one, `current` is never missing.
point_current() {
  ln -sfn "$1" "$current_link.new"
  mv -T "$current_link.new" "$current_link"
}

# swap_front <address> <address>: the two change places in the front's upstream list
# (deploy/nginx/render.mjs: the running instance first, the spare as its `backup`), and the
# front reloads; a file that does not pass `nginx -t` is put back as it was.
swap_front() {
  local a="${1//./\\.}" b="${2//./\\.}"
  cp -p "$front_conf" "$front_conf.before-upgrade"
  sed -E -e "/^[[:space:]]*server[[:space:]]/{s/([[:space:]])$a([[:space:];])/\\1@SPARE@\\2/;s/([[:space:]])$b([[:space:];])/\\1$1\\2/;s/@SPARE@/$2/}" \
    "$front_conf.before-upgrade" >"$front_conf.new"
  chmod --reference="$front_conf.before-upgrade" "$front_conf.new"
  mv "$front_conf.new" "$front_conf"
  if ! bash -c "$front_reload"; then
    mv "$front_conf.before-upgrade" "$front_conf"
    return 1
  fi
  rm -f "$front_conf.before-upgrade"
}

# switch_to <release> <name>: step 6, with `current` already at <release>.
switch_to() {
  local release="$1" name="$2" back="$3"
  # One instance, and the front here: the new release starts beside it, then the front moves.
  if [ ${#ports[@]} -eq 1 ] && [ "$ports_given" -eq 0 ] && [ -f "$front_conf" ]; then
    local active="${ports[0]}" spare
    spare=$((active % 2 == 0 ? active + 1 : active - 1))
    if ! "$systemctl" start "club-site@$spare"; then
      "$systemctl" stop "club-site@$spare" || true
      point_current "$back"
      fail "club-site@$spare with $name did not answer ready (journalctl -u club-site@$spare); club-site@$active still runs $(basename "$back"), and current points at it again"
    fi
    if ! swap_front "127.0.0.1:$active" "127.0.0.1:$spare"; then
      "$systemctl" stop "club-site@$spare" || true
      point_current "$back"
      fail "the front could not be moved to club-site@$spare ($front_conf, nginx -t); club-site@$active still runs $(basename "$back"), and current points at it again"
    fi
    echo "the front sends to club-site@$spare, which runs $name"
    # nginx's old workers end each connection after the request it carries, then close their
    # own connections to the old instance and exit: stopped before, a POST one of them had
    # just sent on such a connection failed with 502.
    sleep "${FRONT_SETTLE_SECONDS:-2}"
    "$systemctl" stop "club-site@$active" || echo "club-site@$active did not stop cleanly (journalctl -u club-site@$active)"
    "$systemctl" disable --quiet "club-site@$active" || true
    "$systemctl" enable --quiet "club-site@$spare" || true
    echo "club-site@$active stopped; club-site@$spare starts at boot"
    return
  fi
  local how="to go back: bash $current_link/deploy/upgrade.sh --rollback${root:+ --root $root}"
  for port in "${ports[@]}"; do
    "$systemctl" restart "club-site@$port" || fail "club-site@$port did not come back ready (journalctl -u club-site@$port); $how"
    echo "club-site@$port runs $name"
  done
}

# --rollback: the previous release, the same way, without unpacking or migrating.
if [ "$rollback" -eq 1 ]; then
  [ -L "$previous_link" ] || fail "$previous_link is not a link to a release: nothing to go back to"
  target="$(readlink -f "$previous_link")"
  [ -f "$target/server.js" ] || fail "$target is not a release any more"
  [ "$target" != "$previous" ] || fail "$target is the running release already"
  point_current "$target"
  ln -sfn "$previous" "$previous_link"
  echo "current → $target (previous: $previous)"
  switch_to "$target" "$(basename "$target")" "$previous"
  echo "rolled back to $(basename "$target")"
  exit 0
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

# 5.
[ -n "$root" ] || chown -R club-site:club-site "$target/.next"
point_current "$target"
ln -sfn "$previous" "$previous_link"
echo "current → $target (previous: $previous)"

# 6.
switch_to "$target" "$name" "$previous"
echo "upgraded to $name"
