/**
 * A site without a mail server (no SMTP_HOST: the demo, or a club that has not set one yet)
 * writes its mails to the log. The newsletter's editions and the imported addresses' requests
 * must not go there and count as sent: they wait for a mail server, losing nobody.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useSeededCms } from '../../support/throwaway-cms';

delete process.env.SMTP_HOST;
process.env.SITE_URL = 'http://localhost:3000';

const cms = useSeededCms();
let runner: typeof import('@/lib/cms/jobs/newsletter-runner');

beforeAll(async () => {
  runner = await import('@/lib/cms/jobs/newsletter-runner');
});

describe('the newsletter without a mail server', () => {
  it('leaves a due edition scheduled and an imported address unasked, so nothing counts as sent', async () => {
    for (const email of ['waits.1@example.org', 'waits.2@example.org']) {
      await cms().create({
        collection: 'newsletter-subscribers',
        data: {
          email,
          locale: 'nl',
          consentAt: new Date().toISOString(),
          policyVersion: '2026-11',
          status: 'confirmed',
        },
      });
    }
    const imported = await cms().create({
      collection: 'newsletter-subscribers',
      data: {
        email: 'imported.waits@example.org',
        locale: 'nl',
        consentAt: new Date().toISOString(),
        policyVersion: 'import',
        consentForm: 'import',
        status: 'pending',
        confirmationExpiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      },
    });
    const edition = await cms().create({
      collection: 'newsletter-editions',
      data: {
        locale: 'nl',
        subject: 'Wacht op een mailserver',
        status: 'scheduled',
        sendAt: new Date().toISOString(),
      },
    });

    await runner.runNewsletterSends(cms());

    const after = await cms().findByID({ collection: 'newsletter-editions', id: edition.id, depth: 0 });
    expect(after.status).toBe('scheduled');
    expect(after.counts?.sent ?? 0).toBe(0);
    const { totalDocs } = await cms().count({
      collection: 'newsletter-deliveries',
      where: { edition: { equals: edition.id } },
    });
    expect(totalDocs).toBe(0);
    const stillImported = await cms().findByID({
      collection: 'newsletter-subscribers',
      id: imported.id,
      depth: 0,
    });
    expect(stillImported.invitedAt ?? null).toBeNull();
  });
});
