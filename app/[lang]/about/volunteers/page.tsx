import { emptyScreen, metadataFor } from '@/components/layout/screen-page';

export const generateMetadata = metadataFor('about-volunteers');
export default emptyScreen('about-volunteers', 'currentlyNoData');
