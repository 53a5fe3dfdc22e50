import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

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
