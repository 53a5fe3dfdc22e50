import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/i18n/locales';

/** The head of a 404 (SPEC §8 "Page Not Found"), never indexed. */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('metaTitle'), robots: { index: false } };
}
