import { metadataFor } from '@/components/layout/screen-page';
import { textScreen } from '@/components/pages/text-screen';

export const generateMetadata = metadataFor('terms-and-conditions', 'terms');
export default textScreen('terms-and-conditions', 'terms');
