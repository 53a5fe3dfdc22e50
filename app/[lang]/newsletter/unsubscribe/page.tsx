import { UnsubscribePage, unsubscribeMetadata } from '@/components/newsletter/unsubscribe-pages';

/** The unsubscribe link of every newsletter mail: asks, then the button unsubscribes. */
export const generateMetadata = unsubscribeMetadata('newsletter-unsubscribe');
export default UnsubscribePage;
