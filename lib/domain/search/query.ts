/** A query longer than this is cut: no visitor types more, and the engine's work stays bounded. */
export const QUERY_MAX_LENGTH = 200;

/** Terms past this many add nothing but work: the first ones are kept. */
export const MAX_TERMS = 8;

/** One page of results. */
export const RESULTS_PER_PAGE = 10;

/** The last page a visitor may ask for: past it, nobody reads, and deep offsets cost the engine. */
export const MAX_PAGE = 50;

/**
 * The words of a visitor's query, as the engines are handed them: letters, marks and digits
 * of any script, lower-cased, each a plain word. Everything else (quotes, `*`, `-`, `:`,
 * brackets, `NEAR`'s parentheses, lone surrogates left by broken encodings) separates words,
 * so no character a visitor types reaches FTS5's or PostgreSQL's query syntax as an
 * operator; the engines quote each term as well. `Sint-Truiden` is `sint truiden`, as the
 * index cuts it.
 */
export function searchTerms(raw: unknown): string[] {
  const text = firstText(raw);
  if (!text) return [];
  const cut = Array.from(text).slice(0, QUERY_MAX_LENGTH).join('').normalize('NFKC');
  const words = cut.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** The query as the form shows it back: trimmed and cut to the length the engine reads. */
export function queryText(raw: unknown): string {
  const text = firstText(raw) ?? '';
  return Array.from(text.trim()).slice(0, QUERY_MAX_LENGTH).join('');
}

/** The page asked for, 1 when the value is no page number. */
export function resultPage(raw: unknown): number {
  const text = firstText(raw);
  const page = text && /^\d{1,3}$/.test(text) ? Number(text) : 1;
  return Math.min(Math.max(page, 1), MAX_PAGE);
}

/** `?q=a&q=b` reads the first; a string with lone surrogates (broken UTF-16) is made well-formed. */
function firstText(raw: unknown): string | undefined {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' ? value.toWellFormed() : undefined;
}
