import { emptyScreen, metadataFor } from '@/components/layout/screen-page';

export const generateMetadata = metadataFor('newsletter');
export default emptyScreen('newsletter', 'currentlyNoData');
