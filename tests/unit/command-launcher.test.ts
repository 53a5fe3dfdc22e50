import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * scripts/command-launcher.mjs keeps each command's bundle between runs: a run must never use
 * one made from files that have changed since, and must not make it again when none has.
 */
const launcher = path.resolve('scripts/command-launcher.mjs');
const checkout = mkdtempSync(path.join(tmpdir(), 'club-launcher-'));
afterAll(() => rmSync(checkout, { recursive: true, force: true }));

mkdirSync(path.join(checkout, 'scripts'));
writeFileSync(path.join(checkout, 'tsconfig.json'), '{}');
writeFileSync(
  path.join(checkout, 'scripts/greet.ts'),
  "import { word } from './word';\nconsole.log(word, process.argv.slice(2).join(' '));\n",
);
const writeWord = (word: string) =>
  writeFileSync(path.join(checkout, 'scripts/word.ts'), `export const word: string = '${word}';\n`);
const bundle = path.join(checkout, 'node_modules/.cache/club-commands/greet.mjs');

async function greet(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('node', [launcher, 'greet', ...args], { cwd: checkout });
  return stdout.trim();
}

describe('the command launcher', { timeout: 60_000 }, () => {
  it('compiles a command once, and again when a file it was made from changes', async () => {
    writeWord('one');
    expect(await greet('a', 'b')).toBe('one a b');
    const made = statSync(bundle).mtimeMs;

    expect(await greet()).toBe('one');
    expect(statSync(bundle).mtimeMs, 'compiled again with nothing changed').toBe(made);

    // Same length, so only the file's time tells the change.
    writeWord('two');
    expect(await greet()).toBe('two');
    expect(statSync(bundle).mtimeMs).toBeGreaterThan(made);
  });

  it('refuses a name that is not a script of scripts/ in one line', async () => {
    const refused = promisify(execFile)('node', [launcher, '../outside'], { cwd: checkout });
    await expect(refused).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/^usage: /) });
  });
});
