import { emptyScreen, metadataFor } from '@/components/layout/screen-page';

export const generateMetadata = metadataFor('ticketing-subscriptions');
export default emptyScreen('ticketing-subscriptions', 'currentlyNoData');
