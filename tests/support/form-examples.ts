import { isAsked, type FieldDescription, type FormDescription } from '@/lib/domain/forms/description';

const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

/** A valid answer of each kind of field (lib/domain/forms/fields.ts holds the rules). */
function exampleAnswer(field: FieldDescription): unknown {
  switch (field.kind) {
    case 'text':
    case 'name':
      return 'Example';
    case 'longText':
      return 'An example, on two lines.\nThe second one.';
    case 'phone':
      return '+32 470 12 34 56';
    case 'birthDate':
    case 'typedBirthDate':
      return '1980-01-31';
    case 'futureDate':
      return inAMonth();
    case 'postalCode':
      return '8900';
    case 'vatNumber':
      return 'BE0123456789';
    case 'digits':
      return '1'.repeat(field.length);
    case 'count':
      return Math.min(Math.max(field.min, 1), field.max);
    case 'flag':
    case 'consent':
      return true;
    case 'choice':
      return field.options[0];
    case 'email':
    case 'match':
      return undefined;
  }
}

/**
 * A submission of any form as its route handler stores it, made from the form's description
 * alone: every question the answers ask, answered validly, the match as its relation and
 * label, the visitor's language. The tests that must cover every form (data requests,
 * retention) take their documents from here, so a new form needs no sample of its own.
 */
export function storedExample(
  fields: FormDescription,
  email: string,
  match: { id: number; label: string },
): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (field.when) continue;
    answers[name] = field.kind === 'email' ? email : exampleAnswer(field);
  }
  // Then the questions the answers above ask.
  for (const [name, field] of Object.entries(fields)) {
    if (field.when && isAsked(field, answers)) answers[name] = exampleAnswer(field);
  }
  const matchField = Object.entries(fields).find(([, field]) => field.kind === 'match')?.[0];
  if (matchField) {
    delete answers[matchField];
    Object.assign(answers, { match: match.id, matchLabel: match.label });
  }
  return { ...answers, locale: 'en' };
}
