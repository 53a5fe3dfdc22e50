import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * One Node policy (docs/operations.md "Going live", Requirements): `engines` is the oldest Node the
 * site runs on, `.nvmrc` the recommended one (what a server installs), and the type
 * definitions are those of the oldest, so code that needs a newer Node fails the type
 * check instead of a server.
 */
const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const version = (text: string) =>
  text
    .match(/(\d+)(?:\.(\d+))?(?:\.(\d+))?/)!
    .slice(1)
    .map((part) => Number(part ?? 0));
const atLeast = (a: number[], b: number[]) =>
  a[0] !== b[0] ? a[0] > b[0] : a[1] !== b[1] ? a[1] > b[1] : a[2] >= b[2];
const minimum = version(packageJson.engines.node);

describe('the Node policy', () => {
  it('states a minimum, and recommends a newer long-term release', () => {
    expect(packageJson.engines.node).toMatch(/^>=\d+\.\d+\.\d+$/);
    const recommended = version(readFileSync('.nvmrc', 'utf8'));
    expect(recommended[0] % 2, 'an even major: a long-term release').toBe(0);
    expect(atLeast(recommended, minimum)).toBe(true);
  });

  it("types the code against the minimum's API", () => {
    expect(version(packageJson.devDependencies['@types/node'])[0]).toBe(minimum[0]);
  });

  it('runs these tests on a Node it supports', () => {
    expect(atLeast(version(process.versions.node), minimum), process.version).toBe(true);
  });
});
