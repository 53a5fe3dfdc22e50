import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rule that keeps a lone space out from beside a text expression (eslint.config.mjs):
 * React's server HTML puts `<!-- -->` between the two texts, and Chromium's accessibility tree
 * drops a text that is only a space beside it ("MatsDejonghe", tests/e2e/accessibility-tree.spec.ts).
 */
const eslint = new ESLint({ cwd: path.resolve(__dirname, '../..') });

async function flagged(jsx: string): Promise<boolean> {
  const source = `export function Name({ a, b }: { a: string; b: string }) {\n  return <h4>${jsx}</h4>;\n}\n`;
  const [result] = await eslint.lintText(source, { filePath: 'components/teams/Name.tsx' });
  return result.messages.some((message) =>
    message.message.startsWith('A lone space beside a text expression'),
  );
}

describe('a lone space beside a text expression', () => {
  it.each([
    ['{a} <strong>{b}</strong>', true],
    ['{a} {b}', true],
    ['<strong>{a}</strong> {b}', true],
    ["{a}{' '}<strong>{b}</strong>", true],
    ['{`${a} `}<strong>{b}</strong>', false],
    ['<strong>{a}</strong> <em>{b}</em>', false],
    ['Born {a}', false],
    ["{a}{' · '}{b}", false],
  ])('%s is flagged: %s', async (jsx, expected) => {
    expect(await flagged(jsx)).toBe(expected);
  });
});
