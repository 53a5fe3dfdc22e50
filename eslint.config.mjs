import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';

/**
 * The layers and the one direction their imports go (docs/architecture.md "Layers"): each
 * folder of lib/ is one layer, named for it, and imports only from those below it:
 *
 *   app → components → lib/server → lib/data → lib/cms → lib/demo → lib/domain → lib/shared
 *
 * lib/shared knows nothing of the club (zod, rate limits, HTTP, logs, resilience, the cache).
 * lib/domain holds the club's words and rules and the work it is handed the CMS for (forms,
 * mails, the newsletter's opt-in); it never reads content itself. lib/demo is the demo club's
 * content, which the seed writes through the Payload it is handed and whose live match the
 * CMS's jobs play when the demo runs. lib/cms is Payload, whose collections take their
 * vocabularies from lib/domain. lib/data is the one door to the content for what is above it.
 * lib/server is the server-side work that reads content through lib/data (page metadata, the
 * form handler, menus, redirects, the calendar feed, readiness). No component or page reaches
 * the CMS itself (only Payload's own admin and REST routes in app/(payload) load its config),
 * and only route handlers, scripts and the readiness checks hold the CMS's client. Every file
 * has a layer, scripts and the config files included. tests/unit/layers.test.ts checks the
 * same direction through whole import chains.
 */
const layers = [
  { type: 'payload-routes', pattern: 'app/\\(payload\\)' },
  { type: 'route-handlers', pattern: 'app/api' },
  { type: 'app', pattern: 'app' },
  { type: 'components', pattern: 'components' },
  // They watch the CMS's database itself (its migrations table, its connection pool), as
  // the operator's commands do; only route handlers and scripts call them.
  { type: 'operations', pattern: 'lib/server/health' },
  { type: 'server', pattern: 'lib/server' },
  { type: 'data', pattern: 'lib/data' },
  { type: 'cms-client', pattern: 'lib/cms/client' },
  { type: 'cms', pattern: 'lib/cms' },
  { type: 'demo', pattern: 'lib/demo' },
  { type: 'domain', pattern: 'lib/domain' },
  { type: 'shared', pattern: 'lib/shared' },
  { type: 'generated', pattern: 'lib/generated' },
  { type: 'scripts', pattern: 'scripts' },
  { type: 'deploy', pattern: 'deploy' },
  { type: 'tests', pattern: 'tests' },
];

/**
 * The files at the root are no folder, so no layer of the boundary rules: each says which
 * layers it may not reach. The config Next loads and the proxy, which runs before every
 * request, read no content; the server's start-up reaches the CMS for its jobs ticker only.
 */
const upperLayers = ['@/app/*', './app/*', '@/components/*', './components/*'];
const contentLayers = ['@/lib/cms/*', './lib/cms/*', '@/lib/data/*', './lib/data/*'];
const serverLayer = ['@/lib/server/*', './lib/server/*'];
const rootFiles = [
  {
    files: ['next.config.*', 'proxy.ts'],
    forbidden: [...upperLayers, ...contentLayers, ...serverLayer, '@/scripts/*', './scripts/*'],
  },
  {
    files: ['instrumentation.ts'],
    forbidden: [...upperLayers, '@/lib/data/*', './lib/data/*', './scripts/*'],
  },
  { files: ['playwright.config.ts'], forbidden: [...upperLayers, ...contentLayers, ...serverLayer] },
];

/** Each layer and what lies below it, in the order of the drawing above. */
const below = {
  server: ['server', 'data', 'domain', 'shared', 'generated'],
  data: ['data', 'cms', 'cms-client', 'domain', 'shared', 'generated'],
  cms: ['cms', 'cms-client', 'demo', 'domain', 'shared', 'generated'],
  demo: ['demo', 'domain', 'shared', 'generated'],
  domain: ['domain', 'shared', 'generated'],
  shared: ['shared'],
};

const mayImport = {
  'payload-routes': ['cms', 'cms-client', ...below.server],
  'route-handlers': ['route-handlers', 'components', 'operations', 'cms-client', ...below.server],
  app: ['app', 'components', 'server', 'data', 'domain', 'shared', 'generated'],
  components: ['components', 'server', 'data', 'domain', 'shared', 'generated'],
  server: below.server,
  operations: ['operations', 'cms', 'cms-client', ...below.server],
  data: below.data,
  cms: below.cms,
  'cms-client': ['cms'],
  demo: below.demo,
  domain: below.domain,
  shared: below.shared,
  generated: ['generated'],
  // Commands run outside Next's request cache, so they never read through lib/data.
  scripts: ['scripts', 'deploy', 'operations', ...below.cms],
  deploy: ['deploy'],
  tests: layers.map(({ type }) => type),
};

/**
 * File names: a module is kebab-case (`cache-tags.ts`), a React component's file is named as
 * the component (`MatchCard.tsx`, and the on-interaction loader that stands in for a form,
 * `on-interaction/ContactForm.ts`); a .tsx module of several screens or helpers is kebab-case
 * (`screen-page.tsx`), as are Next's own files (`page.tsx`, `not-found.tsx`). Folders are
 * free: Next's `[lang]` and `(payload)` and Payload's collection folders (`Submissions/`) have
 * their own conventions.
 */
const KEBAB = '+([a-z])*([a-z0-9])*(-+([a-z0-9]))';
const PASCAL = '+([A-Z])*([a-zA-Z0-9])';
const fileNames = {
  '{app,lib,scripts}/**/*.{ts,mjs}': 'KEBAB_CASE',
  'components/**/!(on-interaction)/*.{ts,mjs}': 'KEBAB_CASE',
  'components/**/on-interaction/*.ts': 'PASCAL_CASE',
  'app/**/*.tsx': 'KEBAB_CASE',
  '{components,lib}/**/*.tsx': `@(${PASCAL}|${KEBAB})`,
};

/** Next's own modules and variables that are not its public API: an upgrade may change them unannounced. */
const privateNext = {
  imports: { group: ['next/dist/*'], message: "Next's internals are no public API; use one it documents." },
  variables: {
    selector: 'MemberExpression[property.name=/^__NEXT_PRIVATE/]',
    message: "Next's private variables are no public API; use the app's own configuration (lib/shared/env).",
  },
};

/**
 * A lone space between a text expression and another node (`{first} <strong>`, `{a} {b}`):
 * React's server HTML separates the two texts with `<!-- -->`, and Chromium's accessibility
 * tree drops a space-only text beside such a marker, so a screen reader reads "MatsDejonghe"
 * (tests/e2e/accessibility-tree.spec.ts). Put the space inside the text: {`${first} `}.
 */
const loneSpace = /^[ \t]+$/;
const spaceBesideText = ['JSXText', 'JSXExpressionContainer[expression.type="Literal"]'].flatMap((node) => {
  const space = `${node}[${node === 'JSXText' ? 'value' : 'expression.value'}=${loneSpace}]`;
  const message =
    'A lone space beside a text expression is lost to screen readers in Chromium: write it inside the text ({`${a} `}).';
  return [
    { selector: `JSXExpressionContainer + ${space}`, message },
    { selector: `${space} + JSXExpressionContainer`, message },
  ];
});

/** Our links prefetch on intent, not on sight (components/ui/Link.tsx says why): one door to next/link. */
const onSightLink = {
  name: 'next/link',
  message: 'Use Link from @/components/ui/Link: it prefetches on intent.',
};

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  globalIgnores([
    '.next/**',
    '.next-release/**',
    // The demo's build, while `npm run release` builds in `.next` (scripts/release.ts).
    '.next-demo-aside/**',
    'release/**',
    'data/**',
    'test-results/**',
    'playwright-report/**',
    'lib/generated/**',
    'app/(payload)/admin/importMap.js',
    'next-env.d.ts',
  ]),
  {
    plugins: { boundaries },
    settings: {
      // Resolving into node_modules (Payload's tree is large) made the cycle check take 90 s.
      'import/ignore': ['node_modules'],
      'boundaries/elements': layers,
      'boundaries/include': ['app/**', 'components/**', 'lib/**', 'scripts/**', 'deploy/**', 'tests/**'],
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': ['error', { paths: [onSightLink], patterns: [privateNext.imports] }],
      'no-restricted-syntax': ['error', privateNext.variables, ...spaceBesideText],
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: Object.entries(mayImport).map(([from, to]) => ({
            from: { element: { type: from } },
            allow: { to: { element: { types: { anyOf: to } } } },
          })),
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Images go through next/image's getImageProps into a plain <img> or <picture>
      // (components/ui/Picture.tsx): the same srcset without the component's script.
      '@next/next/no-img-element': 'off',
      // A rule of the pages router, which this app does not have; it misreads plain anchors
      // the app router needs (the global error screen reloads the site with one).
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    files: ['app/**', 'components/**', 'lib/**', 'scripts/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', fileNames, { ignoreMiddleExtensions: true }],
    },
  },
  ...rootFiles.map(({ files, forbidden }) => ({
    files,
    rules: { 'no-restricted-imports': ['error', { patterns: [privateNext.imports, { group: forbidden }] }] },
  })),
  {
    files: ['components/ui/Link.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [privateNext.imports] }] },
  },
  {
    // Vitest helpers and Playwright fixtures are called use…, and they are not React hooks.
    files: ['tests/{unit,integration,e2e,support}/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
]);
