import { emptyScreen, metadataFor } from '@/components/layout/screen-page';

export const generateMetadata = metadataFor('terms-and-conditions-online');
export default emptyScreen('terms-and-conditions-online', 'currentlyNoData');
