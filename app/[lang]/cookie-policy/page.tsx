import { metadataFor } from '@/components/layout/screen-page';
import { textScreen } from '@/components/pages/text-screen';

export const generateMetadata = metadataFor('cookie-policy');
export default textScreen('cookie-policy', 'cookies');
