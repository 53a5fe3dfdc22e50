import { defineWords } from '@/components/i18n/words';

/** What every form's shared parts read (fields, steps, frames, address, consent notice). */
export const formKitWords = defineWords({ Forms: 'all', FormErrors: 'all' });

/** Each form's words: the kit's, the choices' labels and its own namespace. */
export const contactFormWords = defineWords({ ...formKitWords, Choices: 'all', ContactForm: 'all' });
export const mascotFormWords = defineWords({ ...formKitWords, Choices: 'all', MascotForm: 'all' });
export const ticketFormWords = defineWords({ ...formKitWords, Choices: 'all', TicketForm: 'all' });
export const vipFormWords = defineWords({ ...formKitWords, Choices: 'all', VipForm: 'all' });
