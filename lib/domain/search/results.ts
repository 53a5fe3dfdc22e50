import type { Locale } from '../i18n/locales';

/**
 * What the index holds of one document in one language, and what a result shows: news of
 * every kind, matches, teams, players and staff, pages, FAQ answers and videos.
 */
export const searchKinds = [
  'article',
  'gamereport',
  'gamegallery',
  'esports-article',
  'match',
  'team',
  'person',
  'page',
  'faq',
  'video',
] as const;
export type SearchKind = (typeof searchKinds)[number];

/** One document of the index: `date` an ISO instant or null, `url` its public path. */
export type SearchDocument = {
  collection: string;
  id: string;
  locale: Locale;
  kind: SearchKind;
  title: string;
  body: string;
  date: string | null;
  url: string;
};

/** A piece of a snippet: the words the query matched are `marked`. */
export type SnippetPart = { text: string; marked: boolean };

export type SearchHit = {
  kind: SearchKind;
  title: string;
  url: string;
  date: string | null;
  snippet: SnippetPart[];
};

export type SearchResults = { hits: SearchHit[]; total: number; page: number; pages: number };

export const noResults = (page = 1): SearchResults => ({ hits: [], total: 0, page, pages: 0 });

/**
 * The engines mark matched words with these two private-use characters (never text an
 * editor types: the indexer removes them), which `snippetParts` turns into parts; a
 * snippet is never HTML, so nothing from the index is ever injected into a page.
 */
export const MARK_START = '\uE000';
export const MARK_END = '\uE001';

/** A marked snippet as plain and marked parts, in order. */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [index, piece] of snippet.split(MARK_START).entries()) {
    const [marked, rest] = index === 0 ? [undefined, piece] : splitOnce(piece);
    if (marked) parts.push({ text: marked, marked: true });
    if (rest) parts.push({ text: rest.replaceAll(MARK_END, ''), marked: false });
  }
  return parts;
}

function splitOnce(piece: string): [string, string] {
  const end = piece.indexOf(MARK_END);
  return end === -1 ? [piece, ''] : [piece.slice(0, end), piece.slice(end + 1)];
}

/** Text for the index: the two marks and control characters removed, white space folded. */
export function indexText(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/[\uE000\uE001]/g, '')
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim();
}
