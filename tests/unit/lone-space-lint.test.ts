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
    ['{a} <strong>{b}</strong>'],
    ['{a} {b}'],
    ['<strong>{a}</strong> {b}'],
    ["{a}{' '}<strong>{b}</strong>"],
  ])('is flagged: %s', async (jsx) => {
    expect(await flagged(jsx)).toBe(true);
  });

  it.each([
    ['{`${a} `}<strong>{b}</strong>'],
    ['<strong>{a}</strong> <em>{b}</em>'],
    ['Born {a}'],
    ["{a}{' · '}{b}"],
  ])('is not flagged when the space is inside a text: %s', async (jsx) => {
    expect(await flagged(jsx)).toBe(false);
  });
});
