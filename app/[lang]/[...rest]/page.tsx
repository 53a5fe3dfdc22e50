import { notFound } from 'next/navigation';

/** Any path under a language that matches no screen renders on demand as the localized 404. */
export const dynamicParams = true;

export default function UnknownPage() {
  notFound();
}
