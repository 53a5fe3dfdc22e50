import type { Payload } from 'payload';
import { storedForms } from '../../domain/forms/registry';
import type { FormDescription } from '../../domain/forms/description';
import { json } from './answers';
import { formHandler } from './handle-submission';
import { withHomeFixture } from './match-check';

/** The handler of one registered form: a form that asks for a match checks it is still a home game. */
function handlerOf(entry: (typeof storedForms)[number], payload: () => Promise<Payload>) {
  const match = Object.entries(entry.fields).find(([, field]) => field.kind === 'match')?.[0];
  return formHandler({
    payload,
    form: entry.form,
    collection: entry.collection,
    fields: entry.fields as FormDescription,
    prepare: match
      ? (cms, data, locale) => withHomeFixture(cms, locale, data as Record<string, unknown>, match)
      : undefined,
  });
}

/**
 * `POST /api/forms/<form>` for every form of the registry (lib/domain/forms/registry.ts), JSON
 * only: a name the registry lacks is a 404, as a route that does not exist would be.
 * The route hands in the CMS (a domain does not import its client).
 */
export function storedFormRoute(payload: () => Promise<Payload>) {
  const handlers = new Map(storedForms.map((entry) => [entry.form as string, handlerOf(entry, payload)]));
  return async (request: Request, { params }: { params: Promise<{ form: string }> }): Promise<Response> => {
    const handler = handlers.get((await params).form);
    return handler ? handler(request) : json({ error: 'notFound' }, 404);
  };
}
