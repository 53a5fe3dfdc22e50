import { mascotVisitFields } from '@/lib/forms/mascot-visit-form';
import { formHandler } from '@/lib/forms/server/handle-submission';

/** POST /api/forms/mascot-visit: a request for a visit of the mascot (JSON). */
export const POST = formHandler({
  form: 'mascot-visit',
  collection: 'mascot-visits',
  fields: mascotVisitFields,
});
