/**
 * The nightly deletion of personal data past its retention period (club settings →
 * Retention), on a throwaway copy of the demo: exactly what is older goes, per collection,
 * and the log says how many, naming nobody.
 */
import type { CollectionSlug } from 'payload';
import { describe, expect, it, vi } from 'vitest';
import { submissionCollections } from '@/lib/cms/collections/Submissions';
import { retentionDefaults } from '@/lib/cms/globals/ClubSettings/retention';
import { DELIVERIES_KEPT_DAYS } from '@/lib/cms/collections/NewsletterDeliveries/prune';
import { enforceRetention } from '@/lib/cms/jobs/retention';
import { IMPORT_CONFIRMATION_DAYS } from '@/lib/cms/collections/NewsletterSubscribers/import-list';
import { legalPages } from '@/lib/demo/pages/legal-texts';
import { CONSENT_AGE } from '@/lib/domain/forms/fields';
import { log } from '@/lib/shared/log/logger';
import { personalDataSamples } from '../../support/personal-data-samples';
import { useSeededCms } from '../../support/throwaway-cms';

const cms = useSeededCms();
const DAY = 86_400_000;

function monthsBefore(now: Date, months: number, plusDays: number): Date {
  const moment = new Date(now);
  moment.setUTCMonth(moment.getUTCMonth() - months);
  return new Date(moment.getTime() + plusDays * DAY);
}

let serial = 0;

/** A document stored at `createdAt` (written past Payload, which would stamp it now). */
async function storedAt(slug: CollectionSlug, createdAt: Date, data?: Record<string, unknown>) {
  serial += 1;
  const {
    docs: [match],
  } = await cms().find({ collection: 'matches', limit: 1, depth: 0 });
  const sample =
    data ??
    personalDataSamples(`aged${serial}@example.com`, { id: match.id as number, label: 'A match' })[slug];
  const doc = await cms().create({ collection: slug, data: sample as never });
  await cms().db.updateOne({ collection: slug, id: doc.id, data: { createdAt: createdAt.toISOString() } });
  return doc.id;
}

const exists = async (slug: CollectionSlug, id: number | string) =>
  (await cms().find({ collection: slug, where: { id: { equals: id } }, depth: 0 })).totalDocs === 1;

describe('retention', () => {
  it('deletes exactly what is older than each collection’s period, and logs the counts only', async () => {
    const now = new Date();
    await cms().updateGlobal({ slug: 'club-settings', data: { retention: { contactMessages: 6 } } as never });
    const periodOf = (slug: string) => (slug === 'contact-messages' ? 6 : retentionDefaults.submissions);

    const aged: [CollectionSlug, number | string][] = [];
    const kept: [CollectionSlug, number | string][] = [];
    for (const { slug } of submissionCollections) {
      const collection = slug as CollectionSlug;
      aged.push([collection, await storedAt(collection, monthsBefore(now, periodOf(slug), -1))]);
      kept.push([collection, await storedAt(collection, monthsBefore(now, periodOf(slug), 1))]);
    }
    // The log of data requests keeps its entries three years.
    const log36: CollectionSlug = 'rights-requests';
    const entry = { kind: 'access', records: 0, addressHash: 'f'.repeat(64) };
    aged.push([log36, await storedAt(log36, monthsBefore(now, 36, -1), entry)]);
    kept.push([log36, await storedAt(log36, monthsBefore(now, 36, 1), entry)]);
    // Confirmed subscribers stay until they unsubscribe, however old; an unconfirmed sign-up
    // goes once its link has expired.
    const subscribers: CollectionSlug = 'newsletter-subscribers';
    kept.push([subscribers, await storedAt(subscribers, monthsBefore(now, 60, 0))]);
    const pending = {
      ...personalDataSamples('pending.expired@example.com', { id: 1, label: '' })['newsletter-subscribers'],
      status: 'pending',
      confirmationExpiresAt: new Date(now.getTime() - 1000).toISOString(),
    };
    aged.push([subscribers, await storedAt(subscribers, new Date(now.getTime() - 3 * DAY), pending)]);

    const info = vi.spyOn(log, 'info');
    const counts = await enforceRetention(cms(), now);
    for (const [slug, id] of aged) expect(await exists(slug, id), `${slug} ${id} deleted`).toBe(false);
    for (const [slug, id] of kept) expect(await exists(slug, id), `${slug} ${id} kept`).toBe(true);
    // With the subscription, its proof of consent: when, from which form, under which text.
    const [, subscriberId] = kept.find(([slug]) => slug === subscribers)!;
    expect(await cms().findByID({ collection: subscribers, id: subscriberId, depth: 0 })).toMatchObject({
      consentAt: expect.any(String),
      consentForm: 'sign-up',
      policyVersion: expect.any(String),
    });
    expect(counts).toEqual({
      ...Object.fromEntries(submissionCollections.map(({ slug }) => [slug, 1])),
      'rights-requests': 1,
      'newsletter-subscribers': 1,
      'newsletter-deliveries': 0,
    });
    const line = info.mock.calls.find(([, message]) => String(message).startsWith('retention:'));
    expect(line?.[0]).toEqual({ deleted: counts });
    expect(JSON.stringify(line)).not.toContain('@');
    info.mockRestore();

    // A second run finds nothing more.
    expect(Object.values(await enforceRetention(cms(), now))).toEqual(Object.values(counts).map(() => 0));
  });

  it('is scheduled for 03:30 in Brussels whatever zone the server’s clock is set to', async () => {
    const brussels = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Brussels',
      hour: '2-digit',
      minute: '2-digit',
    });
    const zone = process.env.TZ;
    try {
      for (const serverZone of ['UTC', 'America/New_York', 'Asia/Tokyo']) {
        process.env.TZ = serverZone;
        const before = Date.now();
        await cms().jobs.handleSchedules({ allQueues: true });
        const { docs } = await cms().find({
          collection: 'payload-jobs',
          where: { taskSlug: { equals: 'enforce-retention' } },
          depth: 0,
        });
        expect(docs, serverZone).toHaveLength(1);
        const waitUntil = new Date(docs[0].waitUntil!);
        expect(brussels.format(waitUntil), serverZone).toBe('03:30');
        expect(waitUntil.getTime()).toBeGreaterThan(before);
        expect(waitUntil.getTime() - before).toBeLessThanOrEqual(DAY);
        await cms().delete({ collection: 'payload-jobs', id: docs[0].id, depth: 0 });
      }
    } finally {
      process.env.TZ = zone;
    }
  });

  it('runs daily from the queue the app’s ticker works through', async () => {
    const id = await storedAt('mascot-visits', monthsBefore(new Date(), 24, 0));
    await cms().jobs.queue({ task: 'enforce-retention', input: {} });
    await cms().jobs.run({ queue: 'default' });
    expect(await exists('mascot-visits', id)).toBe(false);
  });

  it('takes a whole number of months between 1 and 120', async () => {
    for (const months of [0, 1.5, 121]) {
      await expect(
        cms().updateGlobal({ slug: 'club-settings', data: { retention: { mascotVisits: months } } as never }),
      ).rejects.toThrow();
    }
  });

  it('defaults to what the demo’s privacy policy says', () => {
    const privacy = JSON.stringify(legalPages.find((page) => page.key === 'privacy'));
    expect(retentionDefaults).toEqual({ submissions: 12, rightsRequests: 36 });
    expect(privacy).toContain('one year after we received them');
    expect(privacy).toContain('één jaar nadat we ze ontvingen');
    expect(privacy).toContain('un an après leur réception');
    expect(privacy).toContain('which does not hold your address: three years');
    expect(privacy).toContain('a sign-up you do not confirm, 48 hours');
  });

  it('is what the privacy policy says about the newsletter, backups and logs, in every language', () => {
    const privacy = legalPages.find((page) => page.key === 'privacy')!;
    const says = (fragment: string) => expect(JSON.stringify(privacy.body.en)).toContain(fragment);
    says(`that you do not confirm, ${IMPORT_CONFIRMATION_DAYS} days`);
    says(`you are at least ${CONSENT_AGE}`);
    says('kept 14 nights');
    says('Server logs');
    says('we keep only a coded fingerprint of your address');
    says('with the link in every e-mail we send you about it');
    says(`${DELIVERIES_KEPT_DAYS} days after each edition went out`);
    // There is no profiling choice, so no language promises a profile: it says none is made.
    for (const body of Object.values(privacy.body)) {
      expect(JSON.stringify(body)).not.toMatch(
        /and a profile of your interests|en een profiel van je interesses|et un profil de vos intérêts/,
      );
      expect(JSON.stringify(body)).toMatch(/profile|profiel|profil/);
      expect(JSON.stringify(body)).toMatch(/14/);
    }
  });
});
