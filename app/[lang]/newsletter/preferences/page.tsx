import { PreferencesPage, unsubscribeMetadata } from '@/components/newsletter/unsubscribe-pages';

/** The link of every mail to a subscriber: the newsletter's language and unsubscribing. */
export const generateMetadata = unsubscribeMetadata('newsletter-preferences');
export default PreferencesPage;
