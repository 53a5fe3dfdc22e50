import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { waitForDatabase } from '@/lib/shared/build/database-gate.mjs';

/** The demo's build compiles while the seed runs, and reads the database only once it is ready. */
describe('the build waits for its database', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'database-gate-'));
  const gate = path.join(folder, 'database');
  afterEach(() => rmSync(gate, { force: true }));

  it('not at all when no gate is named (every build but the demo’s first)', async () => {
    await expect(waitForDatabase(undefined, 10)).resolves.toBeUndefined();
  });

  it('until the seed says it is ready', async () => {
    setTimeout(() => writeFileSync(gate, 'ready'), 300);
    const started = Date.now();
    await waitForDatabase(gate, 5_000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('and stops when the seed failed, or never answered', async () => {
    writeFileSync(gate, 'failed');
    await expect(waitForDatabase(gate, 5_000)).rejects.toThrow('could not be prepared');
    rmSync(gate);
    await expect(waitForDatabase(gate, 300)).rejects.toThrow('waited');
  });
});
