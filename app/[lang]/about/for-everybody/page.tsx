import { metadataFor } from '@/components/screens/screen-page';
import { textScreen } from '@/components/screens/text-screen';

export const generateMetadata = metadataFor('about-for-everybody');
export default textScreen('about-for-everybody');
