/**
 * A restore must not bring an unsubscribed address back into a send (issue 45): the backup
 * holds the subscriber as confirmed and no suppression of them, so the restored database
 * alone would mail them. `npm run restore` reads the list of the database it replaces and
 * carries it over (scripts/backup/restore-command.ts); this follows the same steps on a
 * throwaway database.
 */
import type { SQLiteAdapter } from '@payloadcms/db-sqlite';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Payload } from 'payload';
import { afterAll, expect, it } from 'vitest';
import { mayMail, suppressionKey } from '@/lib/domain/newsletter/suppression';
import { backup } from '@/scripts/backup/backup';
import { restore } from '@/scripts/backup/restore';
import { carrySuppressions, readSuppressions } from '@/scripts/backup/suppressions-across-restore';
import { throwawayCms } from '../../support/throwaway-cms';

const backups = mkdtempSync(path.join(tmpdir(), 'club-restore-suppressions-'));
afterAll(() => rmSync(backups, { recursive: true, force: true }));

async function subscribe(payload: Payload, email: string) {
  return payload.create({
    collection: 'newsletter-subscribers',
    data: {
      email,
      firstName: 'Lies',
      lastName: 'Peeters',
      locale: 'nl',
      consentAt: new Date().toISOString(),
      policyVersion: '2026-11',
      status: 'confirmed',
    },
  });
}

it('keeps an address unsubscribed after the backup off the restored list', { timeout: 60_000 }, async () => {
  const { payload: live } = await throwawayCms();
  const sources = { databaseUrl: process.env.DATABASE_URL!, mediaDir: process.env.MEDIA_DIR! };
  mkdirSync(sources.mediaDir, { recursive: true });
  await subscribe(live, 'stays@example.com');
  const leaving = await subscribe(live, 'leaves@example.com');
  const folder = path.join(backups, 'night');
  await backup(live, folder, sources);

  // The day after the backup: one subscriber unsubscribes.
  await live.delete({
    collection: 'newsletter-subscribers',
    id: leaving.id,
    context: { suppressionReason: 'unsubscribed' },
  });
  const list = await readSuppressions(live);
  expect(list).toEqual([
    expect.objectContaining({ addressHash: suppressionKey('leaves@example.com'), reason: 'unsubscribed' }),
  ]);

  // The site is stopped and the backup put back.
  (live.db as unknown as SQLiteAdapter).client.close();
  const file = sources.databaseUrl.replace(/^file:/, '');
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  restore(folder, sources);
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('@/lib/cms/payload.config'),
  ]);
  const restored = await getPayload({ config, key: 'restored' });
  try {
    // What the restore alone gives back: a subscriber the next edition would mail.
    expect(await mayMail(restored, 'leaves@example.com')).toBe(true);

    expect(await carrySuppressions(restored, list)).toEqual({ carried: 1, subscribersRemoved: 1 });
    expect(await mayMail(restored, 'leaves@example.com')).toBe(false);
    expect(await mayMail(restored, 'stays@example.com')).toBe(true);
    // The row as it was, its moment and reason, not the restore's.
    expect(await readSuppressions(restored)).toEqual(list);
    // A second carry (a restore run again) changes nothing.
    expect(await carrySuppressions(restored, list)).toEqual({ carried: 0, subscribersRemoved: 0 });
  } finally {
    await restored.destroy();
    rmSync(path.dirname(file), { recursive: true, force: true });
  }
});
