import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres';
import type { Payload } from 'payload';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDeliveries, settleDelivery } from '@/lib/cms/collections/NewsletterDeliveries/claims';
import { migrations } from '@/lib/generated/migrations/postgres';
import { startPostgres, type ControllableServer } from '@/scripts/stack/services';

/**
 * The send queue's claims (lib/cms/collections/NewsletterDeliveries/claims.ts) on a throwaway
 * PostgreSQL with the committed migrations, where two instances really claim at the same
 * moment: READ COMMITTED lets the second UPDATE see rows the first took only after it waited
 * for them, so the claim must hold on its re-checked condition. The CMS is not booted on
 * PostgreSQL (some 40 s): the claims reach the database through the adapter's transaction
 * calls alone, which a stand-in of a few lines gives them here.
 */
let server: ControllableServer;
let pool: pg.Pool;
let payload: Payload;
/** While set, a transaction's COMMIT waits for it: the first claimer holds its rows. */
let commitGate: Promise<void> | undefined;

beforeAll(async () => {
  server = await startPostgres(Number(process.env.E2E_PORT ?? 3100) + 133);
  pool = new pg.Pool({ connectionString: server.url, max: 4 });
  // A client still closing when the cluster stops at the end is told so; nothing to do then.
  pool.on('error', () => {});
  const db = drizzle({ client: pool });
  for (const migration of migrations) await migration.up({ db, payload: undefined, req: undefined } as never);
  const clients = new Map<string, pg.PoolClient>();
  const sessions: Record<string, { db: unknown }> = {};
  let next = 0;
  const end = async (id: string | number, statement: string) => {
    const client = clients.get(String(id))!;
    await client.query(statement);
    client.release();
    clients.delete(String(id));
    delete sessions[String(id)];
  };
  payload = {
    db: {
      name: 'postgres',
      drizzle: db,
      sessions,
      beginTransaction: async () => {
        const id = String(++next);
        const client = await pool.connect();
        await client.query('BEGIN');
        clients.set(id, client);
        sessions[id] = { db: drizzle({ client }) };
        return id;
      },
      commitTransaction: async (id: string | number) => {
        await commitGate;
        await end(id, 'COMMIT');
      },
      rollbackTransaction: (id: string | number) => end(id, 'ROLLBACK'),
    },
  } as unknown as Payload;
  await pool.query(
    `INSERT INTO newsletter_editions (locale, subject, status) VALUES ('nl', 'Claims', 'sending')`,
  );
  await pool.query(
    `INSERT INTO newsletter_subscribers (email, locale, consent_at, policy_version, status)
     SELECT 'claim' || i || '@example.com', 'nl', now(), 'test', 'confirmed' FROM generate_series(1, 10) AS i`,
  );
  await pool.query(
    `INSERT INTO newsletter_deliveries (edition_id, subscriber_id) SELECT 1, id FROM newsletter_subscribers`,
  );
}, 60_000);
afterAll(async () => {
  await pool?.end();
  await server?.stop();
});

const minute = 60_000;
const STALE_MS = 10 * minute;
const claim = (runner: string, now: Date, limit = 4) =>
  claimDeliveries(payload, {
    edition: 1,
    runner,
    limit,
    now,
    staleBefore: new Date(now.getTime() - STALE_MS),
  });

/** How many of the cluster's sessions are in `state` (a condition on pg_stat_activity). */
async function backends(state: string): Promise<number> {
  const { rows } = await pool.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE ${state}`);
  return rows[0].n;
}

async function until(condition: () => Promise<boolean>) {
  const deadline = Date.now() + 5_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('waited 5 s in vain');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the newsletter send queue on PostgreSQL', () => {
  it('gives two runners claiming at the same moment disjoint rows, and a stale claim to the next runner', async () => {
    const now = new Date();
    let open!: () => void;
    commitGate = new Promise((resolve) => (open = resolve));
    const first = claim('instance-a', now);
    // The second claim starts once the first's UPDATE ran, its rows held uncommitted, and waits for them.
    await until(async () => (await backends(`state = 'idle in transaction' AND query LIKE 'UPDATE%'`)) > 0);
    const second = claim('instance-b', now);
    await until(async () => (await backends(`wait_event_type = 'Lock'`)) > 0);
    commitGate = undefined;
    open();
    const [a, b] = await Promise.all([first, second]);
    expect(a).toHaveLength(4);
    const taken = [...a, ...b].map((row) => row.id);
    expect(new Set(taken).size).toBe(taken.length);

    // The rest go to whoever asks next, each once.
    const rest = (await claim('instance-b', new Date(now.getTime() + 5 * minute), 10)).map((row) => row.id);
    expect(rest.filter((id) => taken.includes(id))).toEqual([]);
    expect(taken.length + rest.length).toBe(10);

    // Instance a stops; once its claim is stale (ten minutes here), a third instance takes its
    // rows but not b's fresher ones, and a's late outcome does not overwrite the new holder's.
    const later = new Date(now.getTime() + 12 * minute);
    const takenOver = await claim('instance-c', later, 10);
    const byId = (x: number, y: number) => x - y;
    expect(takenOver.map((row) => row.id).sort(byId)).toEqual(taken.sort(byId));
    await settleDelivery(
      payload,
      { id: a[0].id, runner: 'instance-a', attempts: 1, now: later },
      { status: 'sent' },
    );
    const { rows } = await pool.query(`SELECT status, claimed_by FROM newsletter_deliveries WHERE id = $1`, [
      a[0].id,
    ]);
    expect(rows[0]).toEqual({ status: 'sending', claimed_by: 'instance-c' });
  });
});
