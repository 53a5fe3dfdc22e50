#!/usr/bin/env bash
# `npm test`: every test. The type check, the lint (layers, cycles) and the format check,
# unit, component and integration tests (Vitest), then the end-to-end tests (test-e2e.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

# Redis for the integration tests of the shared brakes, and what the browser tests run.
bash scripts/debian-packages.sh chromium-headless-shell nginx-light libnginx-mod-nchan postgresql redis-server

npx tsc --noEmit
# The release a club installs, which the browser tests unpack (test-e2e.sh finds it built),
# builds beside the lint and the format check: each of those keeps one core busy, the build
# takes what is left. Not beside tsc, which reads the `.next/types` a build writes.
release_log="$(mktemp)"
npx tsx scripts/release.ts >"$release_log" 2>&1 &
release_pid=$!
trap 'kill "$release_pid" 2>/dev/null || true; rm -f "$release_log"' EXIT
# Layers import in one direction, no import cycles, one formatting (eslint.config.mjs).
npx eslint . --max-warnings 0
npx prettier --check .
release_status=0
wait "$release_pid" || release_status=$?
cat "$release_log"
trap - EXIT
rm -f "$release_log"
[ "$release_status" -eq 0 ] || { echo "test-all.sh: the release build failed (exit $release_status)" >&2; exit 1; }
# What the browser tests run against (the demo's database and build; the release is built
# already), made beside Vitest at the lowest priority: Vitest's integration files run one at a
# time and leave most of a core idle, which the build takes, while every test process keeps
# the cores it asks for (the timing tests among them). tsc checked the whole tree above, so
# the build skips Next's second check (about a minute).
prepare_log="$(mktemp)"
SKIP_NEXT_TYPE_CHECK=1 nice -n 19 bash scripts/e2e-prepare.sh >"$prepare_log" 2>&1 &
prepare_pid=$!
trap 'kill "$prepare_pid" 2>/dev/null || true; rm -f "$prepare_log"' EXIT
npx vitest run --config tests/vitest.config.ts
prepare_status=0
wait "$prepare_pid" || prepare_status=$?
cat "$prepare_log"
trap - EXIT
rm -f "$prepare_log"
[ "$prepare_status" -eq 0 ] || { echo "test-all.sh: preparing the browser tests failed (exit $prepare_status)" >&2; exit 1; }
E2E_PREPARED=1 bash scripts/test-e2e.sh
