import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/errors/NotFoundContent';
import { notFoundMetadata } from '@/components/errors/not-found-metadata';
import { pageLocale } from '@/lib/domain/i18n/page-locale';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata(await pageLocale(params));
}

/** `/{lang}/404` shows the not-found page itself (SPEC §2 route table). */
export default async function NotFoundScreen({ params }: Props) {
  await pageLocale(params);
  return <NotFoundContent lookupRedirect={false} />;
}
