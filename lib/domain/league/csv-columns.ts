import { parseCsv } from '../../shared/csv/parse-csv';
import { FEED_LIMITS } from './limits';
import type { FeedRefusal } from './feed-problems';

/** A header's name as compared: case, accents, spaces and punctuation left out. */
export const headerKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

export type CsvTable<Column extends string> = {
  ok: true;
  rows: { line: number; cell: (column: Column) => string }[];
};

/**
 * Reads a CSV file whose columns are found by their header, in any order, by any of the names
 * `columns` lists (the exact ones docs/editors.md gives, and the other languages' words for them).
 * `required` columns must be there; a file of more than FEED_LIMITS.rows rows is refused whole.
 */
export function readColumns<Column extends string>(
  text: string,
  columns: Record<Column, string[]>,
  required: Column[],
): CsvTable<Column> | FeedRefusal {
  const table = parseCsv(text);
  if (!table) return { ok: false, problem: 'unreadable' };
  const [head, ...body] = table;
  if (!head || body.length === 0) return { ok: false, problem: 'empty' };
  if (body.length > FEED_LIMITS.rows) return { ok: false, problem: 'tooManyRows' };
  const names = head.map(headerKey);
  const index = Object.fromEntries(
    Object.entries<string[]>(columns).map(([column, aliases]) => [
      column,
      names.findIndex((name) => aliases.map(headerKey).includes(name)),
    ]),
  ) as Record<Column, number>;
  const missing = required.find((column) => index[column] < 0);
  if (missing) return { ok: false, problem: 'missingColumn', line: 1, detail: columns[missing][0] };
  return {
    ok: true,
    rows: body.map((cells, offset) => ({
      line: offset + 2,
      cell: (column: Column) => (index[column] < 0 ? '' : (cells[index[column]] ?? '').trim()),
    })),
  };
}

/** A count in a cell: digits only (a spreadsheet's "3" or "03"), or null. */
export function countIn(cell: string): number | null {
  return /^\d{1,4}$/.test(cell) ? Number(cell) : null;
}

/** A signed whole number in a cell ("-3", "+4", "0"), or null. */
export function integerIn(cell: string): number | null {
  return /^[+-−]?\d{1,4}$/.test(cell) ? Number(cell.replace('−', '-')) : null;
}
