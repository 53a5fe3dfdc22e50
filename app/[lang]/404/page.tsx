import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/errors/NotFoundContent';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'NotFound' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** `/{lang}/404` shows the not-found page itself (SPEC §2 route table). */
export default async function NotFoundScreen({ params }: Props) {
  await pageLocale(params);
  return <NotFoundContent lookupRedirect={false} />;
}
