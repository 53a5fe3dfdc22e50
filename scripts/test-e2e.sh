#!/usr/bin/env bash
# `npm run test:e2e` (also the second half of `npm test`): the end-to-end tests in Debian's
# Chromium (Playwright cannot download browsers here) against the production builds of the
# demo and of the release. Arguments go to Playwright: `npm run test:e2e -- tests/e2e/header.spec.ts`.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

# Chromium for the browser tests, nginx as the front cache, PostgreSQL and Redis for the
# several-servers stack: from apt when missing, started by the tests.
bash scripts/debian-packages.sh chromium-headless-shell nginx-light libnginx-mod-nchan postgresql redis-server

# The suite gets its own database, seeded with the demo club from scratch on every run.
# DEMO=1: its production build and servers run on the local secret and origin, which a
# club's server refuses (docs/operations.md "Going live").
export DATABASE_URL="file:./data/e2e.db" MEDIA_DIR="./data/e2e-media" DEMO=1
rm -rf data/e2e.db data/e2e.db-shm data/e2e.db-wal data/e2e-media
NODE_ENV=production npm run --silent db:prepare -- --demo
npx tsx scripts/build-if-stale.ts
# The release a club installs (`npm run release`), which the empty site (tests/e2e/empty-site.spec.ts)
# and the release's own test (tests/e2e/release.spec.ts) unpack and run: built here rather than
# beside the running browser tests.
npx tsx scripts/release.ts
CI="${CI:-}" npx playwright test "$@"
