/**
 * Reads a CSV file (RFC 4180: quoted cells with doubled quotes and line breaks inside)
 * into rows of cells. The delimiter is the one of `,`, `;` and tab that the header line
 * uses most: spreadsheets set to Dutch or French write `;`. A byte order mark is dropped,
 * and blank lines are skipped. Our own reader rather than a package: the one use (the
 * newsletter's import, a few MB at most) needs these forty lines and nothing of a
 * streaming parser; toCsv (lib/cms/collections/Submissions/csv.ts) writes the other way.
 * Returns null for a quote left open at the end of the file, which no tool writes.
 */
export function parseCsv(text: string): string[][] | null {
  const source = text.replace(/^\uFEFF/, '');
  const delimiter = delimiterOf(source.slice(0, source.search(/\r?\n|$/)));
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < source.length; at++) {
    const char = source[at];
    if (quoted) {
      if (char !== '"') {
        cell += char;
      } else if (source[at + 1] === '"') {
        cell += '"';
        at++;
      } else {
        quoted = false;
      }
    } else if (char === '"' && cell === '') {
      quoted = true;
    } else if (char === delimiter) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[at + 1] === '\n') at++;
      row.push(cell);
      if (row.some((value) => value !== '')) rows.push(row);
      row = [];
      cell = '';
    } else {
      cell += char;
    }
  }
  if (quoted) return null;
  row.push(cell);
  if (row.some((value) => value !== '')) rows.push(row);
  return rows;
}

function delimiterOf(header: string): string {
  const counts = [',', ';', '\t'].map((candidate) => [candidate, header.split(candidate).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}
