import { metadataFor } from '@/components/screens/screen-page';
import { categoryScreen } from '@/components/screens/category-screen';

export const generateMetadata = metadataFor('teams-referee-academy');
export default categoryScreen('teams-referee-academy', 'referee_academy');
