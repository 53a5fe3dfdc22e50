import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  globalIgnores([
    '.next/**',
    '.next-empty/**',
    'data/**',
    'test-results/**',
    'playwright-report/**',
    'lib/cms/migrations/**',
    'lib/cms/payload-types.ts',
    'app/(payload)/admin/importMap.js',
    'next-env.d.ts',
  ]),
  {
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
]);
