import { UnsubscribedPage, unsubscribeMetadata } from '@/components/newsletter/unsubscribe-pages';

/** Where the unsubscribe page's button leads. */
export const generateMetadata = unsubscribeMetadata('newsletter-unsubscribed');
export default UnsubscribedPage;
