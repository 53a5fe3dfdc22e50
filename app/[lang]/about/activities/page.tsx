import { emptyScreen, metadataFor } from '@/components/layout/screen-page';

export const generateMetadata = metadataFor('about-activities');
export default emptyScreen('about-activities', 'currentlyNoData');
