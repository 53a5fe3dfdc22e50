import { createHash } from 'node:crypto';
import { test as base } from '@playwright/test';

/**
 * `test` for specs that submit forms or sign up: each test comes from an address of its
 * own (X-Forwarded-For, which the e2e server trusts one hop of, as behind the front
 * cache), so the forms' per-visitor rate limits (10 a minute) count each test apart
 * instead of the whole suite as one visitor on 127.0.0.1.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const [a, b, c] = createHash('sha256').update(`${testInfo.testId}:${testInfo.retry}`).digest();
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': `10.${a}.${b}.${c}` });
  },
});

export { expect } from '@playwright/test';
