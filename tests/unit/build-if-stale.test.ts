import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIsStale } from '../../scripts/build-if-stale';

/** A checkout with one source file, and a `.next` as a build leaves it. */
let root: string;
const write = (file: string, content = '') => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
};
const age = (file: string, secondsAgo: number) => {
  const time = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(path.join(root, file), time, time);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'build-stamp-'));
  write('app/page.tsx', 'export default function Page() {}');
  age('app/page.tsx', 60);
  age('app', 60);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('buildIsStale', () => {
  it('builds when there is no build', () => {
    expect(buildIsStale(root)).toBe(true);
  });

  it('reuses a build that completed after the last source change', () => {
    write('.next/BUILD_ID', 'abc');
    write('.next/build-duration.json', '{"seconds":60}');
    expect(buildIsStale(root)).toBe(false);
  });

  it('builds again after a build that failed half-way (Next had already written BUILD_ID)', () => {
    write('.next/BUILD_ID', 'abc');
    expect(buildIsStale(root)).toBe(true);
  });

  it('builds again when a source changed after the build', () => {
    write('.next/BUILD_ID', 'abc');
    write('.next/build-duration.json', '{"seconds":60}');
    age('.next/build-duration.json', 30);
    write('app/page.tsx', 'export default function Page() { return null }');
    expect(buildIsStale(root)).toBe(true);
  });

  it('builds again when what runs at start-up changed (instrumentation.ts)', () => {
    write('.next/BUILD_ID', 'abc');
    write('.next/build-duration.json', '{"seconds":60}');
    age('.next/build-duration.json', 30);
    write('instrumentation.ts', 'export async function register() {}');
    expect(buildIsStale(root)).toBe(true);
  });
});
