import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { isBlank, type FieldDescription, type FormDescription } from '@/lib/domain/forms/description';
import { localeTags, type Locale } from '@/lib/domain/i18n/locales';
import type { MessageKey } from '@/lib/domain/i18n/message-keys';

const messages = { en, nl, fr };

type ChoiceWords = keyof (typeof en)['Choices'];

/** Every option's message, as a key the translator takes. */
type ChoiceKey = `Choices.${MessageKey<'Choices'>}`;
const choiceKeys = new Set<string>(
  Object.entries(en.Choices).flatMap(([words, options]) =>
    Object.keys(options).map((option) => `Choices.${words}.${option}`),
  ),
);
const isChoiceKey = (key: string): key is ChoiceKey => choiceKeys.has(key);

/**
 * The `Choices` messages a choice field's options are worded in, as the forms show them
 * (components/forms), where they are not named after the field. A unit test holds every
 * form's choices to these words, so a choice never shows its raw value.
 */
const choiceWordsNamedOtherwise: Record<string, ChoiceWords> = {
  dinnerType: 'dinner',
  invitationCardType: 'invitationCard',
};

/** The `Choices` messages a choice field's options are worded in: its own name, unless listed above. */
export function choiceWordsOf(field: string): string {
  return choiceWordsNamedOtherwise[field] ?? field;
}

/** An answer as a person reads it in `locale`; undefined for a question not asked or left empty. */
export function answerIn(locale: Locale) {
  const t = createTranslator({ locale, messages: messages[locale] });
  const longDate = new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long', timeZone: 'UTC' });
  return (field: string, description: FieldDescription | undefined, submission: Record<string, unknown>) => {
    if (!description) return undefined;
    // A match is stored as a relation and the label the visitor chose it by.
    const value = description.kind === 'match' ? submission.matchLabel : submission[field];
    if (isBlank(value)) return undefined;
    switch (description.kind) {
      case 'flag':
      case 'consent':
        return t(value ? 'StaffMail.yes' : 'StaffMail.no');
      case 'choice': {
        const key = `Choices.${choiceWordsOf(field)}.${value}`;
        return isChoiceKey(key) ? t(key) : String(value);
      }
      case 'birthDate':
      case 'typedBirthDate':
      case 'futureDate':
        // A calendar date (yyyy-mm-dd), the same day wherever it is read.
        return longDate.format(new Date(`${value}T00:00:00Z`));
      default:
        return String(value);
    }
  };
}

/**
 * Every answer of a submission as it reads in `locale`, by field name, and the match (if
 * the form asks one) as `match`: the values a confirmation's words may name.
 */
export function wordedAnswers(
  fields: FormDescription,
  submission: Record<string, unknown>,
  locale: Locale,
): Record<string, string> {
  const answer = answerIn(locale);
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, field]) => {
      const value = answer(name, field, submission);
      if (value === undefined) return [];
      return field.kind === 'match'
        ? [
            [name, value],
            ['match', value],
          ]
        : [[name, value]];
    }),
  );
}
