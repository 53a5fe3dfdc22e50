import type { Locale } from '../../domain/i18n/locales';
import { publicPath } from '../../domain/i18n/public-path';
import type { NewsKind } from '../../domain/news/kinds';
import { documentPath } from '../../domain/preview/document-paths';
import { indexText, type SearchDocument, type SearchKind } from '../../domain/search/results';

/** The collections whose published documents the site search finds. */
export const searchedCollections = ['news', 'matches', 'teams', 'people', 'pages', 'faqs', 'videos'] as const;
export type SearchedCollection = (typeof searchedCollections)[number];

/** How deep a document is read for the index: a match names its team, opponent and competition. */
export const SEARCH_READ_DEPTH = 1;

type Doc = Record<string, unknown>;

/**
 * What the index holds of one document read in one language, or null when visitors do not
 * see it there: a draft (never published, or unpublished), or news without a slug in it.
 */
export function searchDocument(
  collection: SearchedCollection,
  doc: Doc,
  locale: Locale,
): SearchDocument | null {
  if (doc._status === 'draft') return null;
  const fields = fieldsOf(collection, doc, locale);
  if (!fields?.url || !fields.title) return null;
  return {
    collection,
    id: String(doc.id),
    locale,
    kind: fields.kind,
    title: indexText(fields.title),
    body: indexText(fields.body.filter(Boolean).join(' ')),
    date: fields.date ? new Date(fields.date).toISOString() : null,
    url: fields.url,
  };
}

type Fields = {
  kind: SearchKind;
  title: string;
  body: (string | null)[];
  date: string | null;
  url: string | null;
};

function fieldsOf(collection: SearchedCollection, doc: Doc, locale: Locale): Fields | null {
  switch (collection) {
    case 'news':
      return {
        kind: (text(doc.kind) as NewsKind) || 'article',
        title: text(doc.title),
        body: [text(doc.excerpt), richText(doc.body), text(doc.author)],
        date: text(doc.publishedAt) || null,
        url: documentPath('news', doc, locale),
      };
    case 'pages':
      return {
        kind: 'page',
        title: text(doc.title),
        body: [text(doc.intro), richText(doc.body)],
        date: text(doc.updatedAt) || null,
        url: documentPath('pages', doc, locale),
      };
    case 'faqs':
      return {
        kind: 'faq',
        title: text(doc.question),
        body: [text(doc.answer)],
        date: null,
        url: documentPath('faqs', doc, locale),
      };
    case 'videos':
      return {
        kind: 'video',
        title: text(doc.title),
        body: names(doc.players),
        date: text(doc.publishedAt) || null,
        url: documentPath('videos', doc, locale),
      };
    case 'matches':
      return {
        kind: 'match',
        title: [name(doc.team), name(doc.opponent)].filter(Boolean).join(' – '),
        body: [name(doc.competition), text(doc.venue), score(doc.score)],
        date: text(doc.kickoff) || null,
        url: publicPath(locale, '/games/match/[slug]', String(doc.id)),
      };
    case 'teams':
      return {
        kind: 'team',
        title: text(doc.name),
        body: [text(doc.description)],
        date: null,
        url: publicPath(locale, '/teams'),
      };
    case 'people':
      return {
        kind: 'person',
        title: [text(doc.firstName), text(doc.lastName)].filter(Boolean).join(' '),
        body: [text(doc.bio), ...names(doc.teams)],
        date: null,
        url: publicPath(locale, '/teams'),
      };
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The name of a related document read at depth 1 (a team, club, competition or person). */
function name(value: unknown): string {
  if (!value || typeof value !== 'object') return '';
  const related = value as Doc;
  return text(related.name) || [text(related.firstName), text(related.lastName)].filter(Boolean).join(' ');
}

function names(value: unknown): string[] {
  return Array.isArray(value) ? value.map(name) : [];
}

function score(value: unknown): string | null {
  const { home, away } = (value ?? {}) as { home?: unknown; away?: unknown };
  return typeof home === 'number' && typeof away === 'number' ? `${home}-${away}` : null;
}

type LexicalNode = { type?: unknown; text?: unknown; children?: unknown };

/** The words of a Lexical rich text, blocks separated by a space. */
function richText(value: unknown): string {
  const root = (value as { root?: LexicalNode } | null)?.root;
  return root ? textOf(root) : '';
}

function textOf(node: LexicalNode): string {
  if (typeof node.text === 'string') return node.text;
  return Array.isArray(node.children) ? (node.children as LexicalNode[]).map(textOf).join(' ') : '';
}
