import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import boundaries from 'eslint-plugin-boundaries';

/**
 * The layers and the one direction their imports go (docs/architecture.md "Architecture"):
 * app → components → lib/<domain> → lib/data → lib/cms. A domain's types and enums live in
 * lib/<domain> and the CMS's collections import them from there; nothing in lib imports
 * components or routes, no component or page reaches the CMS itself (only Payload's own
 * admin and REST routes in app/(payload) load its config), and the CMS never reads through
 * lib/data. Scripts may use every layer of lib.
 */
const layers = [
  { type: 'payload-routes', pattern: 'app/\\(payload\\)' },
  { type: 'app', pattern: 'app' },
  { type: 'components', pattern: 'components' },
  { type: 'data', pattern: 'lib/data' },
  { type: 'cms', pattern: 'lib/cms' },
  { type: 'scripts', pattern: 'scripts' },
  { type: 'domain', pattern: 'lib/*', capture: ['domain'] },
  { type: 'domain', pattern: 'lib/*.{ts,mjs}' },
];

const mayImport = {
  'payload-routes': ['cms', 'domain', 'data'],
  app: ['app', 'components', 'domain', 'data'],
  components: ['components', 'domain', 'data'],
  domain: ['domain', 'data', 'cms'],
  data: ['data', 'domain', 'cms'],
  cms: ['cms', 'domain'],
  scripts: ['scripts', 'domain', 'data', 'cms'],
};

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  globalIgnores([
    '.next/**',
    '.next-release/**',
    'release/**',
    'data/**',
    'test-results/**',
    'playwright-report/**',
    'lib/cms/migrations/**',
    'lib/cms/payload-types.ts',
    'app/(payload)/admin/importMap.js',
    'next-env.d.ts',
  ]),
  {
    plugins: { boundaries },
    settings: {
      // Resolving into node_modules (Payload's tree is large) made the cycle check take 90 s.
      'import/ignore': ['node_modules'],
      'boundaries/elements': layers,
      'boundaries/include': ['app/**', 'components/**', 'lib/**'],
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
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
    // The request boundary runs before every page: it reads no content, so it stays small.
    files: ['proxy.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@/lib/cms/*', '@/lib/data/*', '@/components/*', '@/app/*'] },
      ],
    },
  },
  {
    // Vitest helpers and Playwright fixtures are called use…, and they are not React hooks.
    files: ['tests/{unit,integration,e2e,support}/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
]);
