import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/errors/NotFoundContent';
import type { Locale } from '@/lib/i18n/locales';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('NotFound');
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function NotFound() {
  const locale = (await getLocale()) as Locale;
  return <NotFoundContent locale={locale} />;
}
