import { metadataFor } from '@/components/screens/screen-page';
import { textScreen } from '@/components/screens/text-screen';

export const generateMetadata = metadataFor('terms-and-conditions-online');
export default textScreen('terms-and-conditions-online');
