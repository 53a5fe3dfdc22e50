import { metadataFor } from '@/components/screens/screen-page';
import { textScreen } from '@/components/screens/text-screen';

export const generateMetadata = metadataFor('business-sponsors');
export default textScreen('business-sponsors');
