import { metadataFor } from '@/components/layout/screen-page';
import { textScreen } from '@/components/pages/text-screen';

export const generateMetadata = metadataFor('terms-and-conditions-online');
export default textScreen('terms-and-conditions-online');
