#!/usr/bin/env bash
# The club site's scheduled backup (club-site-backup.service runs it every night, as the
# service's user with the environment file; installed as /usr/local/bin/club-site-backup).
#
# Into a new folder BACKUP_DIR/<UTC date and time>: with SQLite, the release's backup
# command (a consistent copy of the live database, then the media); with PostgreSQL,
# `pg_dump --format=custom` into club.dump, then the media folder unless they live in a
# bucket (S3_BUCKET: the store's own tools back it up), then the release's backup command
# records it in the database for the admin's checklist (the SQLite copy records itself).
# Then only the last BACKUP_KEEP folders are kept, and BACKUP_DIR/last-success gets the time and the folder, for a
# monitor to read. Any failure: exit 1 with one line on stderr, nothing else changed.
#
#   DATABASE_URL, MEDIA_DIR, S3_BUCKET   the site's own settings
#   BACKUP_DIR    default /var/lib/club-site/backups
#   BACKUP_KEEP   how many backups to keep, default 14
#   CLUB_SITE_RELEASE  the release whose backup command runs, default /opt/club-site/current
#   BACKUP_COMMAND     that command, default `node commands/backup.mjs` (the tests run the
#                      same command from the sources, as `npm run backup` does)
set -euo pipefail
umask 077

fail() {
  echo "club-site backup failed: $*" >&2
  exit 1
}

backup_dir="${BACKUP_DIR:-/var/lib/club-site/backups}"
keep="${BACKUP_KEEP:-14}"
release="${CLUB_SITE_RELEASE:-/opt/club-site/current}"
read -ra command <<<"${BACKUP_COMMAND:-node commands/backup.mjs}"
database_url="${DATABASE_URL:-}"
[[ "$keep" =~ ^[1-9][0-9]*$ ]] || fail "BACKUP_KEEP must be a whole number of 1 or more (got '$keep')"
[ -n "$database_url" ] || fail "DATABASE_URL is not set (is the environment file loaded?)"

mkdir -p "$backup_dir" 2>/dev/null || fail "cannot create $backup_dir"
[ -w "$backup_dir" ] || fail "$backup_dir is not writable by $(id -un)"
# One at a time: the timer's run and one started by hand never write the same folders.
exec 9>"$backup_dir/.lock"
flock -n 9 || fail "another backup is running (it holds $backup_dir/.lock)"

# Two runs within one second (one by hand after the timer's) get their own folders.
name="$(date -u +%Y-%m-%dT%H%M%SZ)"
for suffix in '' -2 -3 -4 -5 -6 -7 -8 -9; do
  [ -e "$backup_dir/$name$suffix" ] || break
done
name="$name$suffix"
folder="$backup_dir/$name"
[ ! -e "$folder" ] || fail "$folder exists already"
# Written under a name retention and restores ignore, renamed once complete.
partial="$backup_dir/.partial-$name"
trap 'rm -rf "$partial"' EXIT

# run <what> <command…>: on failure one line, `<what>: <the command's last line>`, and its
# whole output in BACKUP_DIR/last-failure.log.
run() {
  local what="$1"
  shift
  local errors="$backup_dir/.errors"
  if ! "$@" 2>"$errors"; then
    mv "$errors" "$backup_dir/last-failure.log"
    local reason
    reason="$(grep -v '^[[:space:]]*$' "$backup_dir/last-failure.log" | tail -n 1 || true)"
    fail "$what: ${reason:-exited without a message} (all of it: $backup_dir/last-failure.log)"
  fi
  cat "$errors" >&2
  rm -f "$errors"
}

# in_release <command…>: the release's command, run from the release's folder (in a subshell).
in_release() (
  cd "$release" && exec "$@"
)

# Both roads run the release's backup command: the copy itself with SQLite, the record with PostgreSQL.
[ -d "$release" ] || fail "no release at $release (CLUB_SITE_RELEASE)"

case "$database_url" in
  postgres://* | postgresql://*)
    command -v pg_dump >/dev/null || fail "pg_dump is not installed (apt-get install postgresql-client)"
    mkdir "$partial"
    run "pg_dump" pg_dump --format=custom --file="$partial/club.dump" --dbname="$database_url"
    if [ -z "${S3_BUCKET:-}" ] && [ -n "${MEDIA_DIR:-}" ] && [ -d "$MEDIA_DIR" ]; then
      run "copying $MEDIA_DIR" cp -a "$MEDIA_DIR" "$partial/media"
    fi
    # Last, once the folder is complete: a record that fails leaves no backup behind either.
    run "${command[*]} --record" in_release "${command[@]}" --record "$partial"
    ;;
  file:*)
    run "${command[*]}" in_release "${command[@]}" "$partial"
    ;;
  *) fail "DATABASE_URL must start with file: or postgres://" ;;
esac

mv "$partial" "$folder"
trap - EXIT

# Retention: the newest BACKUP_KEEP complete folders stay, the other dated ones go.
mapfile -t old < <(find "$backup_dir" -mindepth 1 -maxdepth 1 -type d \
  -regextype posix-extended -regex '.*/[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{6}Z(-[0-9])?' -printf '%f\n' |
  sort -r | tail -n +"$((keep + 1))")
for expired in "${old[@]}"; do
  rm -rf "${backup_dir:?}/$expired" || fail "cannot remove the expired backup $backup_dir/$expired"
done

printf '%s %s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$name" >"$backup_dir/last-success.new"
mv "$backup_dir/last-success.new" "$backup_dir/last-success"
echo "backed up into $folder; kept the last $keep, removed ${#old[@]} older"
