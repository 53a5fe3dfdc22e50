/**
 * CSV of stored submissions for the club's spreadsheet. A cell a spreadsheet
 * would read as a formula (=, +, -, @) gets a leading apostrophe: submitted text
 * must stay inert wherever it ends up. The test is on the compatibility form (NFKC), as
 * spreadsheets read a full-width ＝ or a small ﹢ as the sign it stands for.
 */
export function toCsv(columns: string[], rows: Record<string, unknown>[]): string {
  const lines = [columns.map(cell).join(',')];
  for (const row of rows) lines.push(columns.map((column) => cell(row[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text.normalize('NFKC'))) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
