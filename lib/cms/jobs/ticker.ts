import { derivedSecret } from '../../shared/env/derived-secret';
import { env } from '../../shared/env';
import { ownOrigin } from '../../shared/http/own-origin';
import { jobTurns } from './turn';
import { log } from '../../shared/log/logger';

const everyMinute = 60_000;
const turns = jobTurns(process.env.REDIS_URL);

/** What each tick runs: the due jobs of every queue, twenty at most (Payload's `jobs.run` arguments). */
export const dueJobs = { allQueues: true, limit: 20 } as const;

/**
 * Asks this server to run due jobs (scheduled publish and unpublish, the forms'
 * e-mails waiting to be sent again; every queue) once a minute, through its own HTTP endpoint so the work happens inside a request
 * (see `lib/cms/jobs/index.ts`). Started once per server process from
 * `instrumentation.ts`.
 */
export function startJobsTicker(): void {
  const timer = setInterval(runDueJobs, everyMinute);
  timer.unref();
}

async function runDueJobs(): Promise<void> {
  if (!(await turns.isMyTurn(everyMinute * 0.9))) return;
  const origin = ownOrigin({ port: env.PORT, host: env.LISTEN_ADDRESS ?? env.HOSTNAME });
  try {
    const query = new URLSearchParams({ allQueues: String(dueJobs.allQueues), limit: String(dueJobs.limit) });
    const response = await fetch(`${origin}/api/payload-jobs/run?${query}`, {
      headers: { authorization: `Bearer ${derivedSecret('scheduled-jobs')}` },
    });
    if (!response.ok) log.error({ status: response.status }, 'scheduled jobs: the run endpoint refused');
  } catch (error) {
    log.error({ err: error }, 'scheduled jobs: the run endpoint did not answer');
  }
}
