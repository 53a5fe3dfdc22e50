import { metadataFor } from '@/components/screens/screen-page';
import { textScreen } from '@/components/screens/text-screen';

export const generateMetadata = metadataFor('terms-and-conditions');
export default textScreen('terms-and-conditions');
