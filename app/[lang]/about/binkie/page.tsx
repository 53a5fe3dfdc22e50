import { emptyScreen, metadataFor } from '@/components/layout/screen-page';

export const generateMetadata = metadataFor('about-binkie');
export default emptyScreen('about-binkie', 'currentlyNoData');
