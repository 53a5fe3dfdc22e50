import { storedForms } from '../registry';
import type { FormDescription } from '../description';
import { json } from './answers';
import { formHandler } from './handle-submission';
import { withHomeFixture } from './match-check';

/** The handler of one registered form: a form that asks for a match checks it is still a home game. */
function handlerOf(entry: (typeof storedForms)[number]) {
  const match = Object.entries(entry.fields).find(([, field]) => field.kind === 'match')?.[0];
  return formHandler({
    form: entry.form,
    collection: entry.collection,
    fields: entry.fields as FormDescription,
    prepare: match
      ? (payload, data, locale) => withHomeFixture(payload, locale, data as Record<string, unknown>, match)
      : undefined,
  });
}

const handlers = new Map(storedForms.map((entry) => [entry.form as string, handlerOf(entry)]));

/**
 * `POST /api/forms/<form>` for every form of the registry (lib/forms/registry.ts), JSON
 * only: a name the registry lacks is a 404, as a route that does not exist would be.
 */
export async function postStoredForm(
  request: Request,
  { params }: { params: Promise<{ form: string }> },
): Promise<Response> {
  const handler = handlers.get((await params).form);
  return handler ? handler(request) : json({ error: 'notFound' }, 404);
}
