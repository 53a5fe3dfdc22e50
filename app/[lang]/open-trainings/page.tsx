import { emptyScreen, metadataFor } from '@/components/layout/screen-page';

export const generateMetadata = metadataFor('open-trainings');
export default emptyScreen('open-trainings', 'currentlyNoData');
