import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/errors/NotFoundContent';
import type { Locale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ lang: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang, namespace: 'NotFound' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** `/{lang}/404` shows the not-found page itself (SPEC §2 route table). */
export default async function NotFoundScreen({ params }: Props) {
  setRequestLocale((await params).lang);
  return <NotFoundContent />;
}
