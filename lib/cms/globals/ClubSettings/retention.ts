import type { Field } from 'payload';
import type { Locale } from '@/lib/domain/i18n/locales';
import { adminLanguage } from '../../admin/mail-notice-texts';
import { submissionCollections } from '../../collections/Submissions';
import { cmsLabel, cmsWords } from '../../labels';

/**
 * How long the site keeps what visitors send, in months from the moment it arrived: the
 * periods the privacy policy names (the demo's is in lib/demo/pages/legal-texts.ts,
 * "How long we keep it"). A club whose policy says otherwise changes them here, and its
 * policy text with them. The daily job lib/cms/jobs/retention.ts deletes what is older.
 */
export const retentionDefaults = {
  /** "Requests sent with our forms: one year after we received them." */
  submissions: 12,
  /** "The record that we answered a request about your data: three years." */
  rightsRequests: 36,
} as const;

/** A collection's setting: `vip-reservations` → `vipReservations`. */
export function retentionSetting(slug: string): string {
  return slug.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
}

const months = (name: string, label: Record<Locale, string>, fallback: number): Field => ({
  name,
  label,
  type: 'number',
  defaultValue: fallback,
  min: 1,
  max: 120,
  admin: {
    step: 1,
    description: cmsWords((t) => t('ClubSettings.retention.months', { fallback: String(fallback) })),
  },
  // Replaces Payload's own check of min and max, so it checks them too.
  validate: (value: unknown, { req }: { req: { i18n?: { language?: string } } }) =>
    value === null ||
    value === undefined ||
    (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 120) ||
    wholeMonths[adminLanguage(req.i18n?.language)],
});

const wholeMonths = cmsLabel('ClubSettings.retention.wholeMonths');

const label = (labels: unknown) => labels as Record<Locale, string>;

/**
 * One period per form's collection, derived from the list of form collections so a new
 * form gets its setting without anyone thinking of it, and one for the log of visitors'
 * requests about their data. Newsletter subscribers are kept until they unsubscribe
 * (the policy says so); unconfirmed sign-ups expire after 48 hours (lib/domain/newsletter).
 */
export const retention: Field = {
  type: 'group',
  name: 'retention',
  label: cmsLabel('ClubSettings.retention.label'),
  admin: {
    description: cmsLabel('ClubSettings.retention.description'),
  },
  fields: [
    ...submissionCollections.map((collection) =>
      months(
        retentionSetting(collection.slug),
        label(collection.labels?.plural),
        retentionDefaults.submissions,
      ),
    ),
    months(
      'rightsRequests',
      cmsLabel('ClubSettings.retention.rightsRequests.label'),
      retentionDefaults.rightsRequests,
    ),
  ],
};
