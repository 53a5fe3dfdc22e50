import { metadataFor } from '@/components/layout/screen-page';
import { textScreen } from '@/components/pages/text-screen';

export const generateMetadata = metadataFor('privacy-policy');
export default textScreen('privacy-policy');
