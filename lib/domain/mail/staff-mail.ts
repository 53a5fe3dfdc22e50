import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import type { FormDescription } from '@/lib/domain/forms/description';
import type { SubmissionCollection } from '@/lib/domain/forms/registry';
import { isLocale, localeNames, localeTags, TIME_ZONE, type Locale } from '@/lib/domain/i18n/locales';
import type { MessageKey } from '@/lib/domain/i18n/message-keys';
import { answerIn } from './worded-answers';
import type { Sender } from './smtp';
import type { Mail } from './transport';

const messages = { en, nl, fr };

/** A field's label: its key in `StaffMail.fields`, which a unit test holds every form's fields to. */
type FieldLabelKey = Extract<MessageKey<'StaffMail'>, `fields.${string}`>;
const fieldLabelKeys = new Set<string>(Object.keys(en.StaffMail.fields).map((field) => `fields.${field}`));
const isFieldLabelKey = (key: string): key is FieldLabelKey => fieldLabelKeys.has(key);

type StaffMail = {
  form: SubmissionCollection;
  fields: FormDescription;
  /** The field whose answer the subject line shows after the visitor's name. */
  headline: string;
  /** The stored submission, as the local API returns it (depth 0). */
  submission: Record<string, unknown> & { id: number | string; createdAt: string };
  /** The staff's language (lib/domain/mail/mailboxes.ts). */
  locale: Locale;
  to: string;
  club: string;
  /** The club's sender (lib/domain/mail/smtp.ts `sender`), read when the mail is written. */
  from: Sender;
  adminLink: string;
  /** The reference the visitor's confirmation carries, when it has one. */
  reference?: string;
};

/**
 * The e-mail that tells the club's staff about a submission, in their language: every
 * answer the visitor gave, labelled as the staff read them, a link to the item in the
 * admin, and the visitor as Reply-To, so "Reply" answers them.
 */
export function staffMail(mail: StaffMail): Mail {
  const { form, fields, headline, submission, locale, to, club, from, adminLink, reference } = mail;
  const t = createTranslator({ locale, messages: messages[locale], namespace: 'StaffMail' });
  const answer = answerIn(locale);
  const name = `${submission.firstName} ${submission.lastName}`;
  const what = t(`forms.${form}`);
  const detail = answer(headline, fields[headline], submission);
  const lines = Object.entries(fields).flatMap(([field, description]) => {
    const value = answer(field, description, submission);
    if (value === undefined) return [];
    const key = `fields.${field}`;
    const label = isFieldLabelKey(key) ? t(key) : field;
    // A text of several lines is quoted, so nothing a visitor typed reads as the mail's own words.
    if (!value.includes('\n')) return [`${label}: ${value}`];
    return [`${label}:`, ...value.split('\n').map((line) => `> ${line}`)];
  });
  const visitorLanguage = isLocale(submission.locale) ? localeNames[submission.locale] : '';
  const received = new Intl.DateTimeFormat(localeTags[locale], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(submission.createdAt));
  return {
    from,
    to,
    replyTo: String(submission.email),
    subject: detail ? `${what}: ${name} – ${detail}` : `${what}: ${name}`,
    text: [
      t('intro', { form: what, club }),
      '',
      t('open'),
      adminLink,
      '',
      ...lines,
      '',
      ...(reference ? [`${t('reference')}: ${reference}`] : []),
      `${t('language')}: ${visitorLanguage}`,
      `${t('received')}: ${received}`,
      '',
      t('reply', { name }),
    ].join('\n'),
  };
}
