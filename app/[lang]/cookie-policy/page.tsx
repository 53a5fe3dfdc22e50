import { metadataFor } from '@/components/screens/screen-page';
import { BrowserStorageTable } from '@/components/pages/BrowserStorageTable';
import { textScreen } from '@/components/screens/text-screen';

export const generateMetadata = metadataFor('cookie-policy');
/** The editors' text, then the list of what the site stores, from the code itself. */
export default textScreen('cookie-policy', BrowserStorageTable);
