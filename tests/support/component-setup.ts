import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A form starts loading its zod schema when it mounts (useSchemaForm). A test that ends
// before that import has settled leaves Vitest loading modules into a torn-down
// environment, an unhandled error that fails the whole run: every test waits for them.
afterEach(async () => {
  cleanup();
  await vi.dynamicImportSettled();
});

// jsdom has no matchMedia; components ask it about reduced motion.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// findBy… and waitFor give up after 1 s by default. A form's first check loads its zod
// schema through a dynamic import, which Vitest transforms on first use: on a busy 2-core
// CI machine (integration tests run alongside) that alone can take longer.
configure({ asyncUtilTimeout: 5_000 });
