import type { Payload, TaskConfig } from 'payload';
import { env } from '../../shared/env';
import { log } from '../../shared/log/logger';
// The one way from the CMS to the demo's content: the queue must know the task to run it,
// and the task only plays when the demo runs (DEMO, DEMO_LIVE_MATCH), so a club's site never does.
import { playDemoStep } from '@/lib/demo/football/live-match';

const TASK = 'demo-live-match';
/** One move of the demo match a minute: the jobs ticker's pace (lib/cms/jobs/ticker.ts). */
const STEP_MS = 60_000;

/**
 * The demo's live match, played one step per run: a job that queues its own
 * next step. It runs inside the jobs endpoint's request, so each save expires
 * the cached pages as a secretary's save does, and reaches open pages through
 * the live bus.
 */
export const demoLiveMatchTask: TaskConfig<{ input: { step: number }; output: object }> = {
  slug: TASK,
  inputSchema: [{ name: 'step', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    const more = await playDemoStep(req.payload, input.step, new Date());
    if (more) {
      await req.payload.jobs.queue({
        task: TASK,
        input: { step: input.step + 1 },
        waitUntil: new Date(Date.now() + STEP_MS),
        req,
      });
    }
    return { output: {} };
  },
};

/**
 * At the start of the demo's server (DEMO=1, and DEMO_LIVE_MATCH not 0): the
 * demo match starts again from its kick-off at the first run of the jobs,
 * unless a run of it is already queued. Never outside the demo, never during
 * a build or a command.
 */
export async function startDemoLiveMatch(payload: Payload): Promise<void> {
  const server = process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build';
  if (!env.DEMO || !env.DEMO_LIVE_MATCH || !server) return;
  try {
    const queued = await payload.count({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: TASK } }, { completedAt: { exists: false } }] },
    });
    if (queued.totalDocs > 0) return;
    await payload.jobs.queue({ task: TASK, input: { step: 0 } });
  } catch (error) {
    log.warn({ err: error }, 'demo live match not started');
  }
}
