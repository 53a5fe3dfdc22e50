import { UnsubscribeLinkForward } from '@/components/newsletter/unsubscribe-pages';

/** The link of the mails sent before the preferences page: forwards to it. */
export default UnsubscribeLinkForward;
