import { describe, expect, it } from 'vitest';
import { matchExpression } from '@/lib/cms/search/sqlite-engine';
import { tsQuery } from '@/lib/cms/search/postgres-engine';
import {
  MAX_PAGE,
  MAX_TERMS,
  queryText,
  QUERY_MAX_LENGTH,
  resultPage,
  searchTerms,
} from '@/lib/domain/search/query';
import { MARK_END, MARK_START, indexText, snippetParts } from '@/lib/domain/search/results';
import { wordSimilarity, TYPO_SIMILARITY } from '@/lib/domain/search/similarity';

describe('a visitor’s query', () => {
  it('is plain words, whatever operator characters it carries', () => {
    expect(searchTerms('Sint-Truiden')).toEqual(['sint', 'truiden']);
    expect(searchTerms('"derby" * NEAR(a b) -loss title:win (( ))')).toEqual([
      'derby',
      'near',
      'a',
      'b',
      'loss',
      'title',
      'win',
    ]);
    expect(searchTerms('" * - : ( ) ^ {} ~')).toEqual([]);
    expect(searchTerms('ÉLAN élan')).toEqual(['élan']);
  });

  it('keeps any script, drops broken encodings, and is bounded in length and terms', () => {
    expect(searchTerms('日本語 ☃ Ünïcödé')).toEqual(['日本語', 'ünïcödé']);
    expect(searchTerms('\uD800abc\uDFFF')).toEqual(['abc']);
    expect(searchTerms('a'.repeat(5000))).toEqual(['a'.repeat(QUERY_MAX_LENGTH)]);
    expect(searchTerms(Array.from({ length: 50 }, (_, i) => `w${i}`).join(' '))).toHaveLength(MAX_TERMS);
    expect(queryText(`  ${'é'.repeat(500)} `)).toHaveLength(QUERY_MAX_LENGTH);
    expect(searchTerms(['first', 'second'])).toEqual(['first']);
    expect(searchTerms(undefined)).toEqual([]);
    expect(searchTerms({ toString: () => 'x' })).toEqual([]);
  });

  it('asks for a page within bounds', () => {
    expect([resultPage('2'), resultPage('0'), resultPage('-3'), resultPage('x'), resultPage('999')]).toEqual([
      2,
      1,
      1,
      1,
      MAX_PAGE,
    ]);
  });

  it('reaches each engine quoted, the last term a prefix', () => {
    expect(matchExpression(['sint', 'truiden'])).toBe('"sint" "truiden"*');
    expect(matchExpression(['a"b'])).toBe('"a""b"*');
    expect(tsQuery(['sint', 'truiden'])).toBe('sint & truiden:*');
  });
});

describe('a snippet', () => {
  it('comes as parts, marks never HTML', () => {
    const snippet = `a <b>${MARK_START}derby${MARK_END}</b> & ${MARK_START}night${MARK_END}`;
    expect(snippetParts(snippet)).toEqual([
      { text: 'a <b>', marked: false },
      { text: 'derby', marked: true },
      { text: '</b> & ', marked: false },
      { text: 'night', marked: true },
    ]);
    expect(snippetParts(`${MARK_START}cut`)).toEqual([{ text: 'cut', marked: true }]);
  });

  it('cannot be forged by an editor: the marks are taken out of indexed text', () => {
    expect(indexText(`x${MARK_START}y${MARK_END}\n\tz`)).toBe('xy z');
  });
});

describe('a misspelt name', () => {
  it('is close to the name, an unrelated word is not', () => {
    expect(wordSimilarity('vandenbek', 'Jens Vandenbeek')).toBeGreaterThanOrEqual(TYPO_SIMILARITY);
    expect(wordSimilarity('kowalsky', 'Piotr Kowalski')).toBeGreaterThanOrEqual(TYPO_SIMILARITY);
    expect(wordSimilarity('stadium', 'Jens Vandenbeek')).toBeLessThan(TYPO_SIMILARITY);
  });
});
