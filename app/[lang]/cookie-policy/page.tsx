import { emptyScreen, metadataFor } from '@/components/layout/screen-page';

export const generateMetadata = metadataFor('cookie-policy');
export default emptyScreen('cookie-policy', 'currentlyNoData');
