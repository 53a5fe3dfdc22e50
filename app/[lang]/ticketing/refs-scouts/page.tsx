import { emptyScreen, metadataFor } from '@/components/layout/screen-page';

export const generateMetadata = metadataFor('ticketing-refs-scouts');
export default emptyScreen('ticketing-refs-scouts', 'noUpcomingMatches');
