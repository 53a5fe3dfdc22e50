import { emptyScreen, metadataFor } from '@/components/layout/screen-page';

export const generateMetadata = metadataFor('teams-esports');
export default emptyScreen('teams-esports', 'currentlyNoData');
