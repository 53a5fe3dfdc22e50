import { emptyScreen, metadataFor } from '@/components/layout/screen-page';

export const generateMetadata = metadataFor('faq');
export default emptyScreen('faq', 'currentlyNoData');
