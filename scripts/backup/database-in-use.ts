import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { sqliteFile } from '@/lib/cms/database';

/**
 * Who else has the site's database open: a restore under a running instance replaces a
 * file that instance keeps open, and it goes on serving (and writing) the old one until it
 * restarts. Asked of the system, not of a list of ports: an instance on a port nobody
 * remembers (the upgrade's second one, club-site@3001) counts as much as club-site@3000.
 */
export async function databaseUsers(databaseUrl: string): Promise<string[]> {
  const file = sqliteFile(databaseUrl);
  return file ? processesHolding([file, `${file}-wal`]) : postgresSessions(databaseUrl);
}

/**
 * The processes (other than this one) holding one of `files` open, as `<pid> (<command>)`,
 * read from /proc as `fuser` does. The service's processes are seen by root and by the
 * service's own user, the two that may run a restore (docs/operations.md "Backups").
 */
export function processesHolding(files: string[]): string[] {
  const wanted = new Set(files.map((file) => path.resolve(file)));
  const holders: string[] = [];
  for (const pid of listOrNone('/proc').filter((entry) => /^\d+$/.test(entry))) {
    if (Number(pid) === process.pid) continue;
    const descriptors = listOrNone(`/proc/${pid}/fd`);
    const holds = descriptors.some((fd) => wanted.has(linkOrNone(`/proc/${pid}/fd/${fd}`)));
    if (holds) holders.push(`${pid} (${commandLine(pid)})`);
  }
  return holders;
}

const listOrNone = (folder: string): string[] => {
  try {
    return readdirSync(folder);
  } catch {
    return []; // another user's process, or one that has just ended
  }
};

const linkOrNone = (link: string): string => {
  try {
    return readlinkSync(link);
  } catch {
    return '';
  }
};

function commandLine(pid: string): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      .replace(/[\0\s]+/g, ' ')
      .trim()
      .slice(0, 80);
  } catch {
    return 'ended';
  }
}

/** The other sessions on the site's PostgreSQL database, as `<pid> (<application>@<client>)`. */
async function postgresSessions(databaseUrl: string): Promise<string[]> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number; who: string }>(
      `select pid, coalesce(nullif(application_name, ''), usename) || '@' || coalesce(host(client_addr), 'local') as who
         from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
          and backend_type = 'client backend'`,
    );
    return rows.map(({ pid, who }) => `${pid} (${who})`);
  } finally {
    await client.end();
  }
}
