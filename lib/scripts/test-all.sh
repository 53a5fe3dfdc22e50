#!/usr/bin/env bash
# `npm test`: every test. Unit, component and integration tests (Vitest), then the
# production build against a freshly seeded database and the end-to-end tests in
# Debian's Chromium (Playwright cannot download browsers here).
set -euo pipefail
cd "$(dirname "$0")/../.."
export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

# Debian packages the tests run: Chromium for the browser tests, nginx as the front
# cache (deploy/nginx/club-site.conf). Installed once, started by the tests themselves.
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
[ -x "${NGINX_PATH:-/usr/sbin/nginx}" ] || missing+=(nginx-light)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "Installing Debian packages for the tests: ${missing[*]}…"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
fi

npx tsc --noEmit
npx vitest run --config tests/vitest.config.ts

# The end-to-end suite gets its own database, seeded from scratch on every run.
export DATABASE_URL="file:./data/e2e.db" MEDIA_DIR="./data/e2e-media"
rm -rf data/e2e.db data/e2e.db-shm data/e2e.db-wal data/e2e-media
NODE_ENV=production npx tsx lib/scripts/prepare-database.ts
npx tsx lib/scripts/build-if-stale.ts
CI="${CI:-}" npx playwright test
