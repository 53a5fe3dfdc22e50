import { spawn } from 'node:child_process';
import { expect, it } from 'vitest';
import { groupAlive, stopGroup } from '@/scripts/stack/services';

/** A process the stack starts through a launcher (npx), which exits before the server it started. */
function launcherWithSlowServer() {
  const server = `process.on('SIGTERM', () => setTimeout(() => process.exit(0), 400)); setInterval(() => {}, 1000); console.log('up');`;
  const launcher = `const c = require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(server)}], { stdio: 'inherit' }); setInterval(() => {}, 1000);`;
  return spawn(process.execPath, ['-e', launcher], { detached: true, stdio: ['ignore', 'pipe', 'inherit'] });
}

it('returns once every process of the group is gone, not when its launcher is', async () => {
  const launcher = launcherWithSlowServer();
  await new Promise((resolve) => launcher.stdout!.once('data', resolve));
  const started = Date.now();
  await stopGroup(launcher);
  expect(groupAlive(launcher.pid!)).toBe(false);
  expect(Date.now() - started).toBeGreaterThanOrEqual(350);
});
