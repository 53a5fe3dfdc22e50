import { describe, expect, it } from 'vitest';
import { toCsv } from '@/lib/cms/collections/Submissions/csv';

describe('the inbox’s CSV export', () => {
  it('keeps a cell a spreadsheet would read as a formula inert, full-width signs included', () => {
    const names = ['=1+1', '＝HYPERLINK("x")', '﹢1', '＠SUM(A1)', '－2', 'Jan', '@home'];
    const csv = toCsv(
      ['name'],
      names.map((name) => ({ name })),
    );
    expect(csv.split('\r\n').slice(1, -1)).toEqual([
      "'=1+1",
      `"'＝HYPERLINK(""x"")"`,
      "'﹢1",
      "'＠SUM(A1)",
      "'－2",
      'Jan',
      "'@home",
    ]);
  });
});
