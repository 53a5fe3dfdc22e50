import { emptyScreen, metadataFor } from '@/components/layout/screen-page';

export const generateMetadata = metadataFor('business-vip-experience');
export default emptyScreen('business-vip-experience', 'currentlyNoData');
