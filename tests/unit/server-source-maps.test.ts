import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { shipServerSourceMaps } from '@/scripts/release/server-source-maps';

/** The release carries the source maps of the server code it runs, and only those, without the sources. */
const work = mkdtempSync(path.join(tmpdir(), 'club-source-maps-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const map = JSON.stringify({
  version: 3,
  sections: [
    {
      offset: { line: 0, column: 0 },
      map: { version: 3, sources: ['a.ts'], sourcesContent: ['…'], mappings: 'AAAA' },
    },
  ],
});
const write = (file: string) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, file.endsWith('.map') ? map : '');
};

describe('the server source maps of a release', () => {
  it('are copied beside the compiled files the release holds', () => {
    const built = path.join(work, 'build', 'server');
    const release = path.join(work, 'release', '.next', 'server');
    for (const file of [
      'chunks/ssr/a.js',
      'chunks/ssr/a.js.map',
      'app/page.js',
      'app/page.js.map',
      'unused.js.map',
    ])
      write(path.join(built, file));
    for (const file of ['chunks/ssr/a.js', 'app/page.js']) write(path.join(release, file));

    expect(shipServerSourceMaps(built, release)).toBe(2);
    expect(readdirSync(release, { recursive: true }).map(String).sort()).toEqual([
      'app',
      'app/page.js',
      'app/page.js.map',
      'chunks',
      'chunks/ssr',
      'chunks/ssr/a.js',
      'chunks/ssr/a.js.map',
    ]);
    // The mappings a stack needs, without the sources' text.
    expect(JSON.parse(readFileSync(path.join(release, 'app/page.js.map'), 'utf8'))).toEqual({
      version: 3,
      sections: [
        { offset: { line: 0, column: 0 }, map: { version: 3, sources: ['a.ts'], mappings: 'AAAA' } },
      ],
    });
  });
});
