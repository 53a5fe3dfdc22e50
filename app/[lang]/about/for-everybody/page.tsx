import { emptyScreen, metadataFor } from '@/components/layout/screen-page';

export const generateMetadata = metadataFor('about-for-everybody');
export default emptyScreen('about-for-everybody', 'currentlyNoData');
