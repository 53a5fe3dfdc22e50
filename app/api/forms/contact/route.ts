import { contactFields } from '@/lib/forms/contact-form';
import { formHandler } from '@/lib/forms/server/handle-submission';

/** POST /api/forms/contact: the contact form (JSON). */
export const POST = formHandler({ form: 'contact', collection: 'contact-messages', fields: contactFields });
