import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { permanentRedirect } from 'next/navigation';
import { GallerySection } from '@/components/gallery/GallerySection';
import { notFoundMetadata } from '@/components/errors/not-found-metadata';
import { PageFrame } from '@/components/layout/PageFrame';
import { JsonLd } from '@/components/seo/JsonLd';
import { Picture } from '@/components/ui/Picture';
import type { NewsKind } from '@/lib/domain/news/kinds';
import {
  findNewsItem,
  findNewsSlugFromOtherLocale,
  findSlugOfRenamed,
  listNewsSlugs,
  listRelatedNews,
} from '@/lib/data/news';
import { findLocalizedSlugs } from '@/lib/data/sitemap';
import { env } from '@/lib/shared/env';
import type { Locale } from '@/lib/domain/i18n/locales';
import { pageLocale } from '@/lib/domain/i18n/page-locale';
import { newsItemPath } from '@/lib/domain/news/routes';
import { redirectOrNotFound } from '@/components/errors/NotFoundInPage';
import { alternatesFor, pageMetadata } from '@/lib/server/seo/metadata';
import { siteIconPath } from '@/lib/domain/club/crest';
import { getClubIdentity } from '@/lib/data/club-identity';
import { newsArticle } from '@/lib/server/seo/structured-data';
import { NewsList } from '@/components/news/NewsList';
import { ShareLinks } from '@/components/news/ShareLinks';
import styles from '@/components/news/NewsDetail.module.css';
import card from '@/components/ui/card.module.css';
import { RichText } from '@/components/ui/RichText';

type Props = { params: Promise<{ lang: Locale; slug: string }> };

/**
 * The detail route of one news kind: prerendered for every published slug,
 * rendered on demand (then cached) for newer ones, 404 for unknown slugs.
 */
export function newsDetailRoute(kind: NewsKind) {
  async function generateStaticParams({ params }: { params: { lang: string } }) {
    const slugs = await listNewsSlugs(params.lang as Locale, kind);
    return slugs.map((slug) => ({ slug }));
  }

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const lang = await pageLocale(params);
    const { slug } = await params;
    const item = await findNewsItem(kind, decodeURIComponent(slug), lang);
    if (!item) return notFoundMetadata(lang);
    const slugs = await findLocalizedSlugs('news', item.id);
    const { title, description, image } = item.metadata;
    // An item without any picture is shared with a card drawn from its title.
    const titleCard = { url: `/api/public/news/${item.id}/og?lang=${lang}`, width: 1200, height: 630 };
    return pageMetadata(
      lang,
      {
        title,
        description,
        path: newsItemPath(lang, item),
        alternates: alternatesFor(lang, (other) =>
          other === lang
            ? newsItemPath(lang, item)
            : slugs[other]
              ? newsItemPath(other, { kind, slug: slugs[other] })
              : null,
        ),
        image: image ?? titleCard,
      },
      { type: 'article', publishedTime: item.publishedAt, modifiedTime: item.updatedAt },
    );
  }

  async function NewsDetailPage({ params }: Props) {
    const lang = await pageLocale(params);
    const { slug: rawSlug } = await params;
    const slug = decodeURIComponent(rawSlug);
    const item = await findNewsItem(kind, slug, lang);
    if (!item) {
      // The same item under its slug in another language, or under a slug an editor
      // has since changed: send the visitor to the current slug of this language.
      const current =
        (await findNewsSlugFromOtherLocale(kind, slug, lang)) ?? (await findSlugOfRenamed(kind, slug, lang));
      if (current && current !== slug) permanentRedirect(newsItemPath(lang, { kind, slug: current }));
      return redirectOrNotFound(newsItemPath(lang, { kind, slug }));
    }
    const [format, t, tags, related, identity] = await Promise.all([
      getFormatter({ locale: lang }),
      getTranslations({ locale: lang, namespace: 'NewsDetail' }),
      getTranslations({ locale: lang, namespace: 'Tags' }),
      listRelatedNews(lang, item, 3),
      getClubIdentity(lang),
    ]);
    const path = newsItemPath(lang, item);
    return (
      <PageFrame locale={lang} screen="news" title={item.title}>
        <p className={styles.meta}>
          <time className={styles.date} dateTime={item.publishedAt}>
            {format.dateTime(new Date(item.publishedAt), { dateStyle: 'long', timeStyle: 'short' })}
          </time>
          {item.author && <span>{t('by', { author: item.author })}</span>}
        </p>
        {item.hero && (
          <Picture
            className={styles.hero}
            src={item.hero.url}
            alt={item.hero.alt}
            width={item.hero.width}
            height={item.hero.height}
            sizes="(max-width: 1100px) 100vw, 1100px"
            preload
          />
        )}
        {item.excerpt && <p className={styles.excerpt}>{item.excerpt}</p>}
        {item.match && (
          <section className={`${card.card} ${styles.match}`} aria-labelledby="news-match">
            <h2 id="news-match">{t('match')}</h2>
            <p>
              {`${item.match.home} ${item.match.score ? `${item.match.score.home}–${item.match.score.away}` : '–'} ${item.match.away} · `}
              <time dateTime={item.match.kickoff}>
                {format.dateTime(new Date(item.match.kickoff), { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </p>
          </section>
        )}
        {/* Lexical JSON rendered as React elements: no HTML string is ever injected. */}
        {item.body && <RichText data={item.body} />}
        {item.photos.length > 0 && <GallerySection locale={lang} photos={item.photos} />}
        {item.tags.length > 0 && (
          <ul className={styles.tags} aria-label={t('tags')}>
            {item.tags.map((tag) => (
              <li key={tag}>{tags(tag)}</li>
            ))}
          </ul>
        )}
        <ShareLinks locale={lang} url={new URL(path, env.SITE_URL).toString()} title={item.title} />
        {related.length > 0 && (
          <section className={styles.related} aria-labelledby="news-related">
            <h2 id="news-related">{t('related')}</h2>
            <NewsList locale={lang} items={related} />
          </section>
        )}
        <JsonLd data={newsArticle(item, path, lang, { name: identity.name, logo: siteIconPath(identity) })} />
      </PageFrame>
    );
  }

  return { generateStaticParams, generateMetadata, NewsDetailPage };
}
