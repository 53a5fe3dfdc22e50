import type { Field } from 'payload';
import type { Locale } from '@/lib/domain/i18n/locales';
import { adminLanguage } from '../../admin/mail-notice-texts';
import { submissionCollections } from '../../collections/Submissions';

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
    description: {
      en: `Months, counted from when it arrived. Empty: ${fallback}.`,
      nl: `Maanden, gerekend vanaf de ontvangst. Leeg: ${fallback}.`,
      fr: `Mois, comptés à partir de la réception. Vide : ${fallback}.`,
    },
  },
  // Replaces Payload's own check of min and max, so it checks them too.
  validate: (value: unknown, { req }: { req: { i18n?: { language?: string } } }) =>
    value === null ||
    value === undefined ||
    (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 120) ||
    wholeMonths[adminLanguage(req.i18n?.language)],
});

const wholeMonths = {
  en: 'A whole number of months, from 1 to 120.',
  nl: 'Een geheel aantal maanden, van 1 tot 120.',
  fr: 'Un nombre entier de mois, de 1 à 120.',
};

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
  label: { en: 'Retention of personal data', nl: 'Bewaartermijnen', fr: 'Durées de conservation' },
  admin: {
    description: {
      en: 'What visitors send is deleted every night once it is older than this. Keep these in step with the privacy policy.',
      nl: 'Wat bezoekers sturen, wordt elke nacht gewist zodra het ouder is dan dit. Houd dit gelijk met het privacybeleid.',
      fr: 'Ce que les visiteurs envoient est effacé chaque nuit dès qu’il est plus ancien. Gardez ces durées conformes à la politique de confidentialité.',
    },
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
      {
        en: 'Log of data requests',
        nl: 'Logboek van gegevensverzoeken',
        fr: 'Journal des demandes de données',
      },
      retentionDefaults.rightsRequests,
    ),
  ],
};
