import { AsyncLocalStorage } from 'node:async_hooks';
import { createClient, type Client } from '@libsql/client';
import type { SQLiteAdapter } from '@payloadcms/db-sqlite';
import { drizzle } from '@payloadcms/db-sqlite/drizzle/libsql';
import { randomUUID } from 'node:crypto';
import type { DatabaseAdapterObj } from 'payload';

/**
 * Every save whole on the embedded SQLite database: each of Payload's writes (a document
 * with its array rows, relations, locales and version rows, and whatever its hooks write
 * with the same `req`) runs in one transaction, so a failure anywhere leaves the file as
 * before. Payload's SQLite adapter runs without transactions unless told to, and its own
 * transactions cannot serve a busy site on libSQL's local client:
 *
 * - libSQL answers synchronously, so a second `BEGIN IMMEDIATE` in the same process while
 *   one is open sleeps the whole event loop in SQLite's busy handler: the open transaction
 *   cannot reach its COMMIT, and both fail after the busy timeout;
 * - its `transaction()` hands the client's connection to the transaction, never closes it,
 *   and opens a new one without the adapter's pragmas: one leaked connection per save.
 *
 * So writes queue here instead, without blocking: one writer at a time per process, waiting
 * asynchronously (for at most the adapter's busy timeout, as SQLite would), each transaction
 * on a long-lived connection of its own (beginImmediate says when it is replaced); reads keep
 * the client's connection and never see a transaction's rows before its COMMIT (WAL).
 * Another process's lock (a CLI command's) is waited for asynchronously too, for at most the
 * busy timeout (beginImmediate). A write outside any transaction
 * (Payload's jobs queue updates its rows so) takes its turn too. A hook that starts a
 * second, independent transaction while its own is open would wait for itself: it must
 * pass its `req` (the whole project does), and if it does not it fails after the timeout.
 */
export function withSqliteTransactions(adapterObj: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = adapterObj.init(args) as unknown as SQLiteAdapter;
      serialiseWrites(adapter);
      return adapter as never;
    },
  };
}

/** The adapter's methods that write, each taking `{ req }`: run in the caller's transaction or in turn. */
const writeMethods = [
  'create',
  'createGlobal',
  'createGlobalVersion',
  'createVersion',
  'deleteMany',
  'deleteOne',
  'deleteVersions',
  'updateGlobal',
  'updateGlobalVersion',
  'updateJobs',
  'updateMany',
  'updateOne',
  'updateVersion',
  'upsert',
] as const;

type Session = { db: unknown; resolve: () => Promise<void>; reject: () => Promise<void> };
type Release = () => void;
type Writer = { client: Client; db: unknown };

function serialiseWrites(adapter: SQLiteAdapter): void {
  const turn = new WriterTurn(() => adapter.busyTimeout);
  const sessions = adapter.sessions as unknown as Record<string, Session>;
  let writer: Promise<Writer> | undefined;
  const writerConnection = () => (writer ??= openWriter(adapter));
  const discardWriter = (client: Client) => {
    writer = undefined;
    client.close();
  };

  // Which transaction the operation running here opened: Payload itself writes outside the
  // transaction it has just opened (a password reset reserves the user's request interval
  // so), and that write, queued behind its own operation's turn, waited until the busy
  // timeout (SQLITE_BUSY: no reset mail). Set before the first await, so the operation that
  // called beginTransaction carries it on; such a write then joins its own transaction.
  const opened = new AsyncLocalStorage<{ id?: string; open: boolean }>();

  adapter.beginTransaction = async () => {
    const mark: { id?: string; open: boolean } = { open: true };
    opened.enterWith(mark);
    let release: Release;
    try {
      release = await turn.take();
    } catch (error) {
      mark.open = false;
      throw error;
    }
    try {
      const { client, db } = await beginImmediate(writerConnection, discardWriter, adapter.busyTimeout);
      const id = randomUUID();
      mark.id = id;
      const end = (statement: 'COMMIT' | 'ROLLBACK') => async () => {
        mark.open = false;
        try {
          await client.execute(statement);
        } catch (error) {
          // A failed COMMIT leaves the transaction open: closing the connection rolls it back.
          discardWriter(client);
          throw error;
        } finally {
          release();
        }
      };
      sessions[id] = {
        db,
        resolve: end('COMMIT'),
        reject: end('ROLLBACK'),
      };
      return id;
    } catch (error) {
      mark.open = false;
      release();
      throw error;
    }
  };
  // Payload's commit swallows a failed COMMIT and rolls back: the caller must hear of it.
  adapter.commitTransaction = async (incoming) => {
    const id = await incoming;
    const session = id === null || id === undefined ? undefined : sessions[String(id)];
    if (!session) return;
    delete sessions[String(id)];
    await session.resolve();
  };

  for (const name of writeMethods) {
    const write = adapter[name] as (
      this: SQLiteAdapter,
      args: { req?: { transactionID?: unknown } },
    ) => unknown;
    Object.assign(adapter, {
      [name]: async function (this: SQLiteAdapter, args: { req?: { transactionID?: unknown } }) {
        const id = await args?.req?.transactionID;
        if ((id !== undefined && id !== null && sessions[String(id)]) || turn.held()) {
          return write.call(adapter, args);
        }
        const own = opened.getStore();
        if (own?.open && own.id && sessions[own.id]) {
          // The req keeps everything else it holds (it may be Payload's proxy of another).
          const transactionID = own.id;
          const req = args?.req
            ? Object.assign(Object.create(args.req), { transactionID })
            : { transactionID };
          return write.call(adapter, { ...args, req });
        }
        return turn.run(() => write.call(adapter, args));
      },
    });
  }
}

/** The connection every transaction of this process runs on, with the client's own pragmas. */
async function openWriter(adapter: SQLiteAdapter): Promise<Writer> {
  const client = createClient(adapter.clientConfig);
  for (const pragma of ['busy_timeout', 'foreign_keys', 'synchronous']) {
    const { rows } = await adapter.client.execute(`PRAGMA ${pragma}`);
    const value = Object.values(rows[0] ?? {})[0];
    if (value !== undefined && value !== null) await client.execute(`PRAGMA ${pragma} = ${Number(value)}`);
  }
  return { client, db: drizzle(client, { schema: adapter.schema, logger: adapter.logger || false }) };
}

/**
 * Takes the write lock on a writer connection, retrying every few milliseconds while another
 * process (a CLI command) holds it, for at most `timeoutMs` (the adapter's busy timeout):
 * SQLite's own busy handler would sleep the whole event loop meanwhile, and every request
 * this process serves with it. A refused BEGIN is a statement libSQL never resets, which
 * would keep its connection from committing later ("SQL statements in progress"): each try
 * after a refusal is on a fresh connection. Inside the transaction the busy timeout holds
 * again, for the brief waits a COMMIT may meet (another process checkpointing the log).
 */
async function beginImmediate(
  connect: () => Promise<Writer>,
  discard: (client: Client) => void,
  timeoutMs: number,
): Promise<Writer> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const writer = await connect();
    await writer.client.execute('PRAGMA busy_timeout = 0');
    try {
      await writer.client.execute('BEGIN IMMEDIATE');
      await writer.client.execute(`PRAGMA busy_timeout = ${timeoutMs}`);
      return writer;
    } catch (error) {
      discard(writer.client);
      if ((error as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1 + Math.random() * 4));
    }
  }
}

/**
 * One writer at a time, the others waiting in order without blocking the event loop.
 * A write made while this async chain already holds the turn (an adapter method that
 * calls another) goes ahead: it is part of the same turn.
 */
class WriterTurn {
  private last: Promise<void> = Promise.resolve();
  private readonly holder = new AsyncLocalStorage<true>();

  constructor(private readonly timeoutMs: () => number) {}

  held(): boolean {
    return this.holder.getStore() === true;
  }

  async take(): Promise<Release> {
    let release!: Release;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const before = this.last;
    this.last = before.then(() => mine);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), this.timeoutMs());
    });
    const outcome = await Promise.race([before.then(() => 'ready' as const), timedOut]);
    clearTimeout(timer);
    if (outcome === 'timeout') {
      // Leave the queue in order: this turn passes as soon as it comes.
      void before.then(release);
      throw Object.assign(new Error('SQLITE_BUSY: waited too long for the database to write'), {
        code: 'SQLITE_BUSY',
      });
    }
    return release;
  }

  async run<T>(work: () => Promise<T> | T): Promise<T> {
    const release = await this.take();
    try {
      return await this.holder.run(true, work);
    } finally {
      release();
    }
  }
}
