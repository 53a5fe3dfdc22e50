import { emptyScreen, metadataFor } from '@/components/layout/screen-page';

export const generateMetadata = metadataFor('privacy-policy');
export default emptyScreen('privacy-policy', 'currentlyNoData');
