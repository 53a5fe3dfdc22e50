import { emptyScreen, metadataFor } from '@/components/layout/screen-page';

export const generateMetadata = metadataFor('terms-and-conditions');
export default emptyScreen('terms-and-conditions', 'currentlyNoData');
