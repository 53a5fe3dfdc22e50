# The browser tests' own database and media, sourced by scripts/e2e-prepare.sh, which makes
# them, and scripts/test-e2e.sh, which runs the tests on them. DEMO=1: the demo's production
# build and servers run on the local secret and origin, which a club's server refuses
# (docs/operations.md "Going live").
export DATABASE_URL="file:./data/e2e.db" MEDIA_DIR="./data/e2e-media" DEMO=1
