import { z } from '../../shared/zod';
import { HONEYPOT } from './codes';
import {
  isAsked,
  isBlank,
  mayBeAbsent,
  type AnswerOf,
  type FieldDescription,
  type FormDescription,
  type InputOf,
} from './description';
import * as fields from './fields';

/** The zod check of one field's answer, as the visitor must give it when it is asked. */
export function fieldSchema(field: FieldDescription): z.ZodType {
  switch (field.kind) {
    case 'text':
      return field.optional
        ? fields.optionalText(field.max)
        : fields.requiredText(field.error ?? 'required', field.max);
    case 'name':
      return fields.personName(field.error);
    case 'longText':
      return fields.longText(!field.optional);
    case 'email':
      return fields.email();
    case 'phone':
      return fields.phone(!field.optional);
    case 'birthDate':
      return fields.birthDate(field.adult);
    case 'typedBirthDate':
      return fields.typedBirthDate();
    case 'futureDate':
      return fields.futureDate();
    case 'postalCode':
      return fields.postalCode();
    case 'vatNumber':
      return fields.vatNumber(!field.optional);
    case 'digits':
      return fields.digits(field.length, field.error);
    case 'count':
      return fields.count(field.min, field.max);
    case 'flag':
      return fields.flag();
    case 'consent':
      return fields.consent(field.error);
    case 'choice':
      return fields.choice(field.options as [string, ...string[]], field.error);
    case 'match':
      return fields.matchId();
  }
}

/**
 * Where the answers come from. The form's own state keeps the answer to a
 * question that is hidden again (untick "tickets" and tick it again: the number
 * is still there), so a form schema ignores it and leaves it out of its output,
 * which is what the browser posts. A request holding an answer to a question its
 * other answers did not ask (no tickets wanted, yet a ticket count) was not sent
 * by our form: a request schema refuses it rather than store half of it.
 */
export type AnswersFrom = 'form' | 'request';

/**
 * The form's zod schema, for react-hook-form in the browser (`from` 'form') and
 * the route handler ('request'). A field whose condition does not hold is not
 * checked and not in the output; an optional answer left empty is not in the
 * output either, so nothing is stored as ''. Conditional fields are checked even
 * while other steps are still empty, so a step can show their errors before "next".
 */
export function schemaFromDescription<Description extends FormDescription>(
  description: Description,
  from: AnswersFrom = 'form',
): z.ZodType<AnswerOf<Description>, InputOf<Description>> {
  const entries = Object.entries(description);
  const shape: Record<string, z.ZodType> = { [HONEYPOT]: fields.honeypot() };
  for (const [name, field] of entries) {
    // A conditional answer is checked below, once the answer it depends on is known.
    // An optional one may be missing: the browser sends the schema's own output, without it.
    if (field.when) shape[name] = z.unknown().optional();
    else shape[name] = field.optional ? fieldSchema(field).optional() : fieldSchema(field);
  }
  const conditional = entries.filter(([, field]) => field.when);
  return z
    .object(shape)
    .superRefine(
      (data, ctx) => {
        for (const [name, field] of conditional) {
          if (!isAsked(field, data)) {
            if (from === 'request' && !isBlank(data[name])) {
              ctx.addIssue({ code: 'custom', path: [name], message: 'notAsked' });
            }
            continue;
          }
          const result = fieldSchema(field).safeParse(data[name]);
          if (!result.success) {
            ctx.addIssue({ code: 'custom', path: [name], message: result.error.issues[0].message });
          }
        }
      },
      { when: () => true },
    )
    .transform((data) => {
      const answer: Record<string, unknown> = {};
      for (const [name, field] of entries) {
        if (!isAsked(field, data)) continue;
        const value = field.when ? fieldSchema(field).parse(data[name]) : data[name];
        if (mayBeAbsent(field) && (value === '' || value === undefined)) continue;
        answer[name] = value;
      }
      if (data[HONEYPOT]) answer[HONEYPOT] = data[HONEYPOT];
      return answer as AnswerOf<Description>;
    }) as unknown as z.ZodType<AnswerOf<Description>, InputOf<Description>>;
}
