import { metadataFor } from '@/components/screens/screen-page';
import { textScreen } from '@/components/screens/text-screen';

export const generateMetadata = metadataFor('privacy-policy');
export default textScreen('privacy-policy');
