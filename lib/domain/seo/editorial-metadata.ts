import type { EditorialMeta, HistoryChapter, Media, News, Page } from '../../generated/payload-types';
import type { Locale } from '../i18n/locales';

/** The collections whose editors write a search title, description and share image. */
export const editorialCollections = ['news', 'history-chapters', 'pages'] as const;
export type EditorialCollection = (typeof editorialCollections)[number];

/**
 * How long a description made from the content may be: the SEO plugin's own
 * guidance (100–150 characters), so an auto-generated one never shows as too
 * long beside the field, and search engines show it whole.
 */
export const DESCRIPTION_MAX_LENGTH = 150;

/** An uploaded image as read at depth 0 (its id) or deeper (the media document). */
export type MediaValue = number | Media;

/** What a page tells search engines and social networks about itself. */
export type EditorialMetadata = { title: string; description: string | null; image: MediaValue | null };

type Unfilled<T> = { [K in keyof T]?: T[K] | null };
type RichText = News['body'];

/**
 * A document of each collection as far as metadata goes: the fields a public
 * read returns, or what the admin form holds while an editor types (any of
 * them still empty).
 */
export type EditorialDocument = {
  news: Unfilled<Pick<News, 'title' | 'excerpt' | 'body' | 'heroImage' | 'meta'>>;
  'history-chapters': Unfilled<Pick<HistoryChapter, 'title' | 'summary' | 'body' | 'meta'>>;
  pages: Unfilled<Pick<Page, 'title' | 'intro' | 'body' | 'image' | 'meta'>>;
};

type Content = { title: string; lead: string | null; body: RichText; image: MediaValue | null };

/** Where each collection keeps the words and the picture the fallbacks draw from. */
const contentOf: { [C in EditorialCollection]: (doc: EditorialDocument[C]) => Content } = {
  news: (doc) => ({
    title: doc.title ?? '',
    lead: doc.excerpt ?? null,
    body: doc.body,
    image: doc.heroImage ?? null,
  }),
  'history-chapters': (doc) => ({
    title: doc.title ?? '',
    lead: doc.summary ?? null,
    body: doc.body,
    image: null,
  }),
  pages: (doc) => ({
    title: doc.title ?? '',
    lead: doc.intro ?? null,
    body: doc.body,
    image: doc.image ?? null,
  }),
};

/**
 * A document's search title, description and share image in `locale`: the
 * editor's SEO fields where filled in, else the item's title, its lead (or
 * first paragraph) shortened to a search snippet, and its main picture.
 */
export function editorialMetadata<C extends EditorialCollection>(
  collection: C,
  doc: EditorialDocument[C],
  locale: Locale,
): EditorialMetadata {
  const content = contentOf[collection](doc);
  const meta: EditorialMeta = doc.meta ?? {};
  const lead = filled(content.lead) ?? firstParagraph(content.body);
  return {
    title: filled(meta.title) ?? content.title,
    description: filled(meta.description) ?? (lead ? summarize(lead, locale) : null),
    image: meta.image ?? content.image,
  };
}

function filled(text: string | null | undefined): string | null {
  return text?.trim() || null;
}

/**
 * `text` cut to at most `maxLength` characters after a whole word of the
 * language, with an ellipsis. Only ordinary white space is collapsed: a
 * no-break space (French puts one before `:`) keeps its meaning.
 */
export function summarize(text: string, locale: Locale, maxLength = DESCRIPTION_MAX_LENGTH): string {
  const clean = text.replace(/[^\S\u00a0\u202f]+/g, ' ').trim();
  if (clean.length <= maxLength) return clean;
  // One character is kept for the ellipsis.
  const room = maxLength - 1;
  let end = 0;
  for (const { index, segment, isWordLike } of new Intl.Segmenter(locale, { granularity: 'word' }).segment(
    clean,
  )) {
    if (index + segment.length > room) break;
    if (isWordLike) end = index + segment.length;
  }
  // The segmenter counts a no-break space after a word as part of it: none before the ellipsis.
  return `${clean.slice(0, end || room).trimEnd()}…`;
}

type LexicalNode = { type?: unknown; text?: unknown; children?: unknown };

function textOf(node: LexicalNode): string {
  if (node.type === 'linebreak') return ' ';
  if (typeof node.text === 'string') return node.text;
  return Array.isArray(node.children) ? node.children.map(textOf).join('') : '';
}

/** The text of the first paragraph that has any; headings and lists are no summary. */
export function firstParagraph(body: RichText | undefined): string | null {
  for (const node of (body?.root.children ?? []) as LexicalNode[]) {
    if (node.type !== 'paragraph') continue;
    const text = filled(textOf(node));
    if (text) return text;
  }
  return null;
}
