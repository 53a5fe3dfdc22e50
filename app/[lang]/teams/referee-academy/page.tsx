import { emptyScreen, metadataFor } from '@/components/layout/screen-page';

export const generateMetadata = metadataFor('teams-referee-academy');
export default emptyScreen('teams-referee-academy', 'currentlyNoData');
