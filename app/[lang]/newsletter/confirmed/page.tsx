import { outcomeMetadata, outcomePage } from '@/components/newsletter/confirmation-outcome';

/** Where a valid newsletter confirmation link leads. */
export const generateMetadata = outcomeMetadata('confirmed');
export default outcomePage('confirmed');
