import type { TaskConfig } from 'payload';

export const NEWSLETTER_SEND_TASK = 'newsletter-send';

/**
 * Every minute, on the minute ticker's run of the jobs (ticker.ts): a run sends at most the
 * club's rate and ends, so the site's other jobs and requests never wait long behind it. Not
 * retried: the next minute's run picks up where this one stopped.
 */
export const newsletterSendTask = {
  slug: NEWSLETTER_SEND_TASK,
  label: 'Send newsletter editions',
  retries: 0,
  schedule: [{ cron: '0 * * * * *', queue: 'default' }],
  handler: async ({ req }) => {
    // Loaded when it runs, not with the config (the CLI loads the config too), as submission-mail.ts.
    const { runNewsletterSends } = await import('./newsletter-runner');
    await runNewsletterSends(req.payload);
    return { output: {} };
  },
} satisfies TaskConfig;
