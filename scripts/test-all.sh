#!/usr/bin/env bash
# `npm test`: every test. The type check, the lint (layers, cycles) and the format check,
# unit, component and integration tests (Vitest), then the end-to-end tests (test-e2e.sh).
# Steps that do not depend on each other run side by side on the two cores of the CI machine;
# each line "test-all.sh: … at N s" says when a step ended, for finding where a run spent its time.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

declare -A job_pid=() job_log=()
# A failure or Ctrl-C stops the jobs still running beside.
trap 'for pid in "${job_pid[@]}"; do kill "$pid" 2>/dev/null || true; done; rm -f "${job_log[@]}"' EXIT

passed() { echo "test-all.sh: $1 passed at $SECONDS s"; }

# beside <name> <command…>: runs a step in the background, its output kept for `joined`.
beside() {
  local name=$1
  shift
  job_log[$name]="$(mktemp)"
  "$@" >"${job_log[$name]}" 2>&1 &
  job_pid[$name]=$!
}

# joined <name>: waits for the step, prints its output, and stops the run with one line if it failed.
joined() {
  local name=$1 status=0
  wait "${job_pid[$name]}" || status=$?
  cat "${job_log[$name]}"
  rm -f "${job_log[$name]}"
  unset "job_pid[$name]" "job_log[$name]"
  [ "$status" -eq 0 ] || { echo "test-all.sh: $name failed (exit $status)" >&2; exit 1; }
  passed "$name"
}

# Redis for the integration tests of the shared brakes, and what the browser tests run.
bash scripts/debian-packages.sh chromium-headless-shell nginx-light libnginx-mod-nchan postgresql redis-server

# Layers import in one direction, no import cycles, one formatting (eslint.config.mjs), beside
# the type check: each keeps one core busy.
beside lint bash -c 'npx eslint . --max-warnings 0 && npx prettier --check .'
npx tsc --noEmit
passed 'type check'
# The release a club installs, which the browser tests unpack (test-e2e.sh finds it built):
# after tsc, which reads the `.next/types` a build writes.
beside 'release build' npx tsx scripts/release.ts
joined lint
joined 'release build'
# What the browser tests run against (the demo's database and build; the release is built
# already), made beside Vitest at the lowest priority: the build takes what Vitest leaves idle
# (its files wait on databases, servers and child processes), while every test process keeps
# the cores it asks for; the files that time themselves run last, alone (tests/vitest.config.ts).
# tsc checked the whole tree above, so the build skips Next's second check (about a minute).
SKIP_NEXT_TYPE_CHECK=1 beside 'browser tests preparation' nice -n 19 bash scripts/e2e-prepare.sh
npx vitest run --config tests/vitest.config.ts
passed Vitest
joined 'browser tests preparation'
E2E_PREPARED=1 bash scripts/test-e2e.sh
passed 'browser tests'
