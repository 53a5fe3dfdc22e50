import { emptyScreen, metadataFor } from '@/components/layout/screen-page';

export const generateMetadata = metadataFor('business-partners');
export default emptyScreen('business-partners', 'currentlyNoData');
