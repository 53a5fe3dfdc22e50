import { metadataFor } from '@/components/layout/screen-page';
import { categoryScreen } from '@/components/teams/category-screen';

export const generateMetadata = metadataFor('teams-referee-academy');
export default categoryScreen('teams-referee-academy', 'referee_academy');
