import { emptyScreen, metadataFor } from '@/components/layout/screen-page';

export const generateMetadata = metadataFor('about-friends');
export default emptyScreen('about-friends', 'currentlyNoData');
