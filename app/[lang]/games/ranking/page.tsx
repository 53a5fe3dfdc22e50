import { emptyScreen, metadataFor } from '@/components/layout/screen-page';

export const generateMetadata = metadataFor('games-ranking');
export default emptyScreen('games-ranking', 'noDataToDisplay');
