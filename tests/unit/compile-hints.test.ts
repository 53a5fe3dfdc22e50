import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCompileHints, compileHint } from '@/lib/shared/build/compile-hints.mjs';

/** A build folder shaped as Next 16 writes it: the manifests and the chunks they name. */
function fakeBuild(distDir: string) {
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
    writeFileSync(path.join(distDir, file), text);
  };
  const manifest = (route: string, entries: Record<string, string[]>) =>
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n` +
    `globalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ entryJSFiles: entries })};`;
  write(
    'build-manifest.json',
    JSON.stringify({ rootMainFiles: ['static/chunks/react.js', 'static/chunks/turbopack-runtime.js'] }),
  );
  write(
    'server/app/[lang]/page_client-reference-manifest.js',
    manifest('/[lang]/page', { '[project]/app/[lang]/layout': ['static/chunks/layout.js'] }),
  );
  write(
    'server/app/[lang]/contact/page_client-reference-manifest.js',
    manifest('/[lang]/contact/page', {
      '[project]/app/[lang]/layout': ['static/chunks/layout.js'],
      '[project]/app/[lang]/contact/page': ['static/chunks/contact.js'],
    }),
  );
  write(
    'server/app/(payload)/admin/[[...segments]]/page_client-reference-manifest.js',
    manifest('/(payload)/admin/[[...segments]]/page', {
      '[project]/app/(payload)/layout': ['static/chunks/admin.js'],
    }),
  );
  for (const chunk of ['react', 'turbopack-runtime', 'layout', 'contact', 'admin', 'lightbox']) {
    write(`static/chunks/${chunk}.js`, `console.log(${JSON.stringify(chunk)});`);
  }
}

describe('addCompileHints', () => {
  let distDir: string;
  const chunk = (name: string) => readFileSync(path.join(distDir, 'static', 'chunks', `${name}.js`), 'utf8');

  beforeEach(() => {
    distDir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
    fakeBuild(distDir);
  });
  afterEach(() => rmSync(distDir, { recursive: true, force: true }));

  it("hints the framework's chunks and every public route's entry chunks", () => {
    addCompileHints(distDir);
    for (const name of ['react', 'turbopack-runtime', 'layout', 'contact']) {
      expect(chunk(name)).toBe(`${compileHint}\nconsole.log("${name}");`);
    }
  });

  it("leaves the admin's chunks and chunks loaded on demand as they are", () => {
    addCompileHints(distDir);
    expect(chunk('admin')).toBe('console.log("admin");');
    expect(chunk('lightbox')).toBe('console.log("lightbox");');
  });

  it('hints a chunk once, however often it runs (a rebuild over a kept output)', () => {
    addCompileHints(distDir);
    addCompileHints(distDir);
    expect(chunk('layout')).toBe(`${compileHint}\nconsole.log("layout");`);
  });
});
