#!/usr/bin/env bash
# `npm test`: every test. The type check, the lint (layers, cycles) and the format check,
# unit, component and integration tests (Vitest), then the end-to-end tests (test-e2e.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

# Redis for the integration tests of the shared brakes, and what the browser tests run.
bash scripts/debian-packages.sh chromium nginx-light libnginx-mod-nchan postgresql redis-server

npx tsc --noEmit
# Layers import in one direction, no import cycles, one formatting (eslint.config.mjs).
npx eslint . --max-warnings 0
npx prettier --check .
npx vitest run --config tests/vitest.config.ts
bash scripts/test-e2e.sh
