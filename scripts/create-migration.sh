#!/usr/bin/env bash
# After a schema change: writes the migration for both supported databases.
# Neither needs a running server; Postgres is only named so its dialect is used.
set -euo pipefail
name="${1:?usage: npm run db:migration -- <name>}"
npx payload migrate:create "$name"
DATABASE_URL=postgres://offline@127.0.0.1:1/offline npx payload migrate:create "$name"
