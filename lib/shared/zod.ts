import { z } from 'zod';

/**
 * Zod for schemas that also run in the browser. Zod 4 probes `new Function`
 * once to decide whether to compile its validators; our Content-Security-Policy
 * has no 'unsafe-eval', so the probe is refused and Chromium logs a CSP issue on
 * every page that validates (Lighthouse: best practices). Our schemas are small:
 * validating without compiled code costs nothing a visitor notices.
 */
z.config({ jitless: true });

export { z };
