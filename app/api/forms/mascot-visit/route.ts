import { mascotVisitFields } from '@/lib/forms/mascot-visit-form';
import { cms } from '@/lib/cms/client';
import { formHandler } from '@/lib/forms/server/handle-submission';

/** POST /api/forms/mascot-visit: a request for a visit of the mascot (JSON). */
export const POST = formHandler({
  payload: cms,
  form: 'mascot-visit',
  collection: 'mascot-visits',
  fields: mascotVisitFields,
});
