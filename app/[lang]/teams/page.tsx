import { emptyScreen, metadataFor } from '@/components/layout/screen-page';

export const generateMetadata = metadataFor('teams');
export default emptyScreen('teams', 'currentlyNoData');
