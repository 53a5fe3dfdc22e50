import { emptyScreen, metadataFor } from '@/components/layout/screen-page';

export const generateMetadata = metadataFor('business-sponsors');
export default emptyScreen('business-sponsors', 'currentlyNoData');
