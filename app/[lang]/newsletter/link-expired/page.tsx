import { outcomeMetadata, outcomePage } from '@/components/newsletter/confirmation-outcome';

/** Where an expired, used or unknown newsletter confirmation link leads. */
export const generateMetadata = outcomeMetadata('linkExpired');
export default outcomePage('linkExpired');
