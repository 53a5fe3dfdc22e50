import { emptyScreen, metadataFor } from '@/components/layout/screen-page';

export const generateMetadata = metadataFor('teams-youth');
export default emptyScreen('teams-youth', 'currentlyNoData');
