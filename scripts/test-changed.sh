#!/usr/bin/env bash
# `npm run test:changed [base]`: the fast loop for a change, in a minute or two rather than
# `npm test`'s twenty. The files changed since <base> (HEAD by default: what is not committed
# yet; `main` for a branch) are type-checked with the rest, linted and format-checked, and the
# Vitest files that import them, however indirectly, run. The browser tests need a build:
# `npm run test:e2e -- --only-changed=<base>` runs the specs that import a changed file.
set -euo pipefail
cd "$(dirname "$0")/.."
base="${1:-HEAD}"
git rev-parse --verify --quiet "$base^{commit}" >/dev/null || {
  echo "test-changed.sh: no commit named $base" >&2
  exit 2
}
mapfile -t changed < <({
  git diff --name-only --diff-filter=d "$base"
  git ls-files --others --exclude-standard
} | sort -u)
if [ ${#changed[@]} -eq 0 ]; then
  echo "test-changed.sh: nothing changed since $base"
  exit 0
fi
mapfile -t scripts < <(printf '%s\n' "${changed[@]}" | grep -E '\.(ts|tsx|mjs|js)$' || true)

npx tsc --noEmit
[ ${#scripts[@]} -eq 0 ] || npx eslint --max-warnings 0 "${scripts[@]}"
npx prettier --check --ignore-unknown "${changed[@]}"
npx vitest run --config tests/vitest.config.ts --changed "$base" --passWithNoTests
