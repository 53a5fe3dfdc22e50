#!/usr/bin/env bash
# What the browser tests run against, made before they start (test-e2e.sh; npm test makes it
# beside Vitest): the demo club seeded from scratch into the suite's own database, the demo's
# production build, and the release a club installs (`npm run release`), which the empty site
# (tests/e2e/empty-site.spec.ts) and the release's own test (tests/e2e/release.spec.ts) unpack.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
source scripts/e2e-env.sh
rm -rf data/e2e.db data/e2e.db-shm data/e2e.db-wal data/e2e-media
NODE_ENV=production npm run --silent db:prepare -- --demo
npx tsx scripts/build-if-stale.ts
npx tsx scripts/release.ts
