import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverVariables } from '@/lib/shared/env';
import {
  brokenLinks,
  citedPaths,
  codeCitationsOf,
  headingsOf,
  missingPaths,
  npmCommandsOf,
  variablesReadIn,
} from '../support/doc-citations';

/**
 * What the README and docs/ cite is there: every repository path (in backticks or as a
 * relative link, with its anchor), every `npm run …` command, every variable the code reads
 * (in the configuration table), and every doc section the code's comments and messages
 * point to. A failure names the doc and what it cites, so a moved file is fixed in a minute.
 */
const root = path.resolve(__dirname, '../..');
const repositoryFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);

const docs = ['README.md', ...readdirSync(path.join(root, 'docs')).map((name) => `docs/${name}`)].filter(
  (name) => name.endsWith('.md'),
);
const textOf = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Variables set by Next.js or the system for the code to read, never by whoever runs the site. */
const notSettings = new Set([
  'NEXT_RUNTIME', // Next: which runtime loads instrumentation.ts
  'NEXT_PHASE', // Next: building or serving
  '__NEXT_PRIVATE_ORIGIN', // Next: the origin its server listens on
  'NEXT_PUBLIC_BUILD_ID', // next.config.ts compiles BUILD_ID in under this name
]);

/** Source files (tests apart, which set their own) whose environment reads are configuration. */
const sourceFiles = repositoryFiles.filter(
  (file) =>
    !file.startsWith('tests/') && /\.(ts|tsx|mts|mjs|js|sh|service)$|^package\.json$|^\.ci\/run$/.test(file),
);

describe('the docs', () => {
  it('cite only repository paths that exist', () => {
    const problems = docs.flatMap((doc) =>
      missingPaths(citedPaths(textOf(doc)), repositoryFiles).map((cited) => `${doc}: \`${cited}\``),
    );
    expect(problems, 'cited in a doc, missing from the repository').toEqual([]);
  });

  it('link only to files and sections that exist', () => {
    const problems = docs.flatMap((doc) =>
      brokenLinks(doc, textOf(doc), repositoryFiles, (file) => textOf(file)).map(
        (problem) => `${doc}: ${problem}`,
      ),
    );
    expect(problems, 'links in a doc that lead nowhere').toEqual([]);
  });

  it('name only npm commands that package.json has', () => {
    const scripts = Object.keys((JSON.parse(textOf('package.json')) as { scripts: object }).scripts);
    const problems = docs.flatMap((doc) =>
      npmCommandsOf(textOf(doc))
        .filter((script) => !scripts.includes(script))
        .map((script) => `${doc}: npm ${script === 'start' || script === 'test' ? '' : 'run '}${script}`),
    );
    expect(problems, 'npm commands a doc names that package.json lacks').toEqual([]);
  });

  it('list every environment variable the code reads in the configuration table', () => {
    const configuration = textOf('docs/operations.md')
      .split(/^## /m)
      .find((part) => part.startsWith('Configuration'));
    expect(configuration).toBeDefined();
    const read = new Set([
      ...serverVariables,
      ...sourceFiles.flatMap((file) => variablesReadIn(textOf(file), !/\.(ts|tsx|mts|mjs|js)$/.test(file))),
    ]);
    const missing = [...read]
      .filter((name) => !notSettings.has(name) && !configuration!.includes(`\`${name}\``))
      .sort()
      .map((name) => `docs/operations.md "Configuration": \`${name}\``);
    expect(missing, 'variables the code reads that the configuration table does not list').toEqual([]);
  });

  it('hold every section the code points to', () => {
    const problems = repositoryFiles
      .filter(
        (file) =>
          !file.endsWith('.md') && /\.(ts|tsx|mjs|js|sh|conf|service|example)$|^\.ci\/run$/.test(file),
      )
      .flatMap((file) =>
        codeCitationsOf(textOf(file))
          .filter(
            ({ doc, heading }) =>
              !repositoryFiles.includes(doc) || !headingsOf(textOf(doc)).includes(heading),
          )
          .map(({ doc, heading }) => `${file}: ${doc} "${heading}"`),
      );
    expect(problems, 'doc sections named in the code that do not exist').toEqual([]);
  });
});

describe('the citation check', () => {
  const files = [
    'proxy.ts',
    'lib/env.ts',
    'docs/a.md',
    'deploy/nginx/club-site.conf',
    'tests/unit/x.test.ts',
  ];

  it('finds a cited path that does not exist, in backticks or braces, and skips what is no path', () => {
    const text = [
      '`tests/integration/job-turns.test.ts` and `lib/{env,gone}.ts`, `proxy.ts`, `club-site.conf`',
      '`lib/domain/forms/<form>-form.ts`, `/api/health/live`, `data/club.db`, `npm run demo`, `lib/cms/…`',
      '```bash\nnpm run x   # lib/missing.ts\n```',
    ].join('\n');
    expect(missingPaths(citedPaths(text), files)).toEqual([
      'tests/integration/job-turns.test.ts',
      'lib/gone.ts',
    ]);
  });

  it('finds a link to a missing file or section', () => {
    const docs = { 'docs/a.md': '# A\n\n## Going live\n' };
    const text =
      '[ok](docs/a.md#going-live) [gone](docs/b.md) [no section](docs/a.md#upgrading) [web](https://x.example)';
    expect(brokenLinks('README.md', text, files, (file) => docs[file as keyof typeof docs])).toEqual([
      'docs/b.md (no such file)',
      'docs/a.md#upgrading (no such section)',
    ]);
  });

  it('reads the variables a file reads and the sections it cites', () => {
    const code = 'process.env.PORT; process.env["LISTEN_ADDRESS"]; env.SITE_URL; `${MAX}`';
    expect(variablesReadIn(code).sort()).toEqual(['LISTEN_ADDRESS', 'PORT', 'SITE_URL']);
    expect(variablesReadIn('keep="${BACKUP_KEEP:-14}" dir=${BACKUP_DIR}', true)).toEqual([
      'BACKUP_KEEP',
      'BACKUP_DIR',
    ]);
    // Written in two pieces, so that this file cites no section itself.
    const comment = '// (docs/a.md' + ' "Going live"), (README' + ' "Quick start")';
    expect(codeCitationsOf(comment)).toEqual([
      { doc: 'docs/a.md', heading: 'Going live' },
      { doc: 'README.md', heading: 'Quick start' },
    ]);
  });
});
