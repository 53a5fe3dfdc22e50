import { contactFields } from '@/lib/forms/contact-form';
import { cms } from '@/lib/cms/client';
import { formHandler } from '@/lib/forms/server/handle-submission';

/** POST /api/forms/contact: the contact form (JSON). */
export const POST = formHandler({
  payload: cms,
  form: 'contact',
  collection: 'contact-messages',
  fields: contactFields,
});
