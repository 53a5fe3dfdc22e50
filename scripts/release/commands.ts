/**
 * The operator commands a release carries, each compiled to `commands/<name>.mjs` and run
 * on the server as `node commands/<name>.mjs …` (docs/operations.md "Going live"). One line a command:
 * its name in the release and the script it is compiled from.
 */
export const operatorCommands = {
  migrate: 'scripts/migrate.ts',
  'create-admin': 'scripts/create-admin.ts',
  backup: 'scripts/backup.ts',
  restore: 'scripts/restore.ts',
  'keep-static': 'scripts/keep-static.ts',
  'health-check': 'scripts/health-check.ts',
  'search-rebuild': 'scripts/search-rebuild.ts',
} as const satisfies Record<string, string>;
