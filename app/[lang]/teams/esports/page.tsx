import { metadataFor } from '@/components/layout/screen-page';
import { categoryScreen } from '@/components/teams/category-screen';

export const generateMetadata = metadataFor('teams-esports');
export default categoryScreen('teams-esports', 'esports');
