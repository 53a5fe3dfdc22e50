import { contactSchema } from '@/lib/forms/contact';
import { formHandler } from '@/lib/forms/server/handle-submission';

/** POST /api/forms/contact: the contact form (JSON). */
export const POST = formHandler({ form: 'contact', collection: 'contact-messages', schema: contactSchema });
