import { metadataFor } from '@/components/screens/screen-page';
import { categoryScreen } from '@/components/screens/category-screen';

export const generateMetadata = metadataFor('teams-youth');
export default categoryScreen('teams-youth', 'youth');
