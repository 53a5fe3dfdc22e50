import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { permanentRedirect } from 'next/navigation';
import { notFoundMetadata } from '@/components/errors/not-found-metadata';
import { PageFrame } from '@/components/layout/PageFrame';
import { findHistoryChapter, findHistorySlugFromOtherLocale, listHistoryChapters } from '@/lib/data/history';
import { findLocalizedSlugs } from '@/lib/data/sitemap';
import type { Locale } from '@/lib/domain/i18n/locales';
import { pageLocale } from '@/lib/domain/i18n/page-locale';
import { localizedPath } from '@/lib/domain/i18n/routes';
import { redirectOrNotFound } from '@/components/errors/NotFoundInPage';
import { alternatesFor, pageMetadata } from '@/lib/server/seo/metadata';
import { RichText } from '@/components/ui/RichText';
import styles from '../history.module.css';

/** Chapters published after the build render on demand, then stay cached. */
export const dynamicParams = true;

type Props = { params: Promise<{ lang: Locale; slug: string }> };

export async function generateStaticParams({ params }: { params: { lang: string } }) {
  const chapters = await listHistoryChapters(params.lang as Locale);
  return chapters.map((chapter) => ({ slug: chapter.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await pageLocale(params);
  const { slug } = await params;
  const chapter = await findHistoryChapter(decodeURIComponent(slug), lang);
  if (!chapter) return notFoundMetadata(lang);
  const slugs = await findLocalizedSlugs('history', chapter.id);
  const pathIn = (other: Locale, slug: string | undefined) =>
    slug ? localizedPath(other, 'history-slug', { params: { slug } }) : null;
  return pageMetadata(lang, {
    ...chapter.metadata,
    path: localizedPath(lang, 'history-slug', { params: { slug: chapter.slug } }),
    alternates: alternatesFor(lang, (other) => pathIn(other, other === lang ? chapter.slug : slugs[other])),
  });
}

export default async function HistoryChapterPage({ params }: Props) {
  const lang = await pageLocale(params);
  const { slug: rawSlug } = await params;
  const slug = decodeURIComponent(rawSlug);
  const chapter = await findHistoryChapter(slug, lang);
  if (!chapter) {
    const localizedSlug = await findHistorySlugFromOtherLocale(slug, lang);
    if (localizedSlug && localizedSlug !== slug) {
      permanentRedirect(localizedPath(lang, 'history-slug', { params: { slug: localizedSlug } }));
    }
    return redirectOrNotFound(localizedPath(lang, 'history-slug', { params: { slug } }));
  }
  const t = await getTranslations({ locale: lang, namespace: 'History' });
  return (
    <PageFrame locale={lang} screen="history" title={chapter.title}>
      <p className={styles.period}>
        {t('period')}: {chapter.period}
      </p>
      {chapter.summary && <p className={styles.intro}>{chapter.summary}</p>}
      {chapter.body && <RichText data={chapter.body} />}
    </PageFrame>
  );
}
