#!/usr/bin/env bash
# `npm run test:e2e` (also the second half of `npm test`): the end-to-end tests in Debian's
# Chromium (Playwright cannot download browsers here) against the production builds of the
# demo and of the release. Arguments go to Playwright: `npm run test:e2e -- tests/e2e/header.spec.ts`.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

# Chromium's headless shell for the browser tests, nginx as the front cache, PostgreSQL and
# Redis for the several-servers stack: from apt when missing, started by the tests.
bash scripts/debian-packages.sh chromium-headless-shell nginx-light libnginx-mod-nchan postgresql redis-server

# The suite's database, seeded with the demo club from scratch on every run, and the builds
# (scripts/e2e-prepare.sh); npm test has made them already, beside Vitest (E2E_PREPARED=1).
[ "${E2E_PREPARED:-}" = 1 ] || bash scripts/e2e-prepare.sh
source scripts/e2e-env.sh
CI="${CI:-}" npx playwright test "$@"
