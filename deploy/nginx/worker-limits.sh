#!/usr/bin/env bash
# Sizes nginx for the live match streams the front holds (deploy/nginx/club-site.conf): sets
# `worker_connections` and `worker_rlimit_nofile` in nginx's main file, where Debian's says
# 768 connections per worker, too few for a match day (about three connections a stream).
#
#   bash deploy/nginx/worker-limits.sh [nginx.conf] [streams]
#
# nginx.conf: /etc/nginx/nginx.conf unless given; streams: the live streams one server holds
# at once, 10000 unless given (docs/operations.md "Going live"). Run again at will: the
# lines are replaced, never added twice. deploy/install.sh runs it; `nginx -t` and a
# reload apply it.
set -euo pipefail

fail() {
  echo "worker-limits.sh: $*" >&2
  exit 1
}

conf="${1:-/etc/nginx/nginx.conf}"
streams="${2:-10000}"
[[ "$streams" =~ ^[1-9][0-9]{0,6}$ ]] || fail "streams must be a whole number from 1 to 9999999, not '$streams'"
[ -f "$conf" ] || fail "no nginx file at $conf (apt-get install nginx-light first)"
[ -w "$conf" ] || fail "cannot write $conf (run it as root)"
grep -qE '^\s*worker_connections\s+[0-9]+\s*;' "$conf" ||
  fail "$conf has no worker_connections line to set (not Debian's nginx.conf?)"

# A stream on one server is three connections: the phone's to the terminator, the
# terminator's to the front, and the front's end of it. Counted as if one worker held
# them all (nginx does not spread connections evenly), plus room for the pages.
connections=$((3 * streams + 4096))
# Each connection is a file, and a proxied request also opens a cached copy.
files=$((2 * connections))

sed -i -E "s/^(\s*)worker_connections\s+[0-9]+\s*;/\1worker_connections ${connections};/" "$conf"
if grep -qE '^\s*worker_rlimit_nofile\s' "$conf"; then
  sed -i -E "s/^(\s*)worker_rlimit_nofile\s+[0-9]+\s*;/\1worker_rlimit_nofile ${files};/" "$conf"
else
  # A main-context directive: before the events block.
  sed -i -E "0,/^\s*events\s*\{/s//worker_rlimit_nofile ${files};\n&/" "$conf"
fi
echo "nginx: worker_connections ${connections}, worker_rlimit_nofile ${files} (${streams} live streams) in $conf"
