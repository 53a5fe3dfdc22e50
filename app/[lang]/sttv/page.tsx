import { emptyScreen, metadataFor } from '@/components/layout/screen-page';

export const generateMetadata = metadataFor('sttv');
export default emptyScreen('sttv', 'noResults');
