import { emptyScreen, metadataFor } from '@/components/layout/screen-page';

export const generateMetadata = metadataFor('fanclub');
export default emptyScreen('fanclub', 'currentlyNoData');
