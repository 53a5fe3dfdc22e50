import { notFound } from 'next/navigation';

/** Any path under a language that matches no screen: the localized 404 (SPEC §2). */
export default function UnknownPage() {
  notFound();
}
