import { ValidationError, type Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyWithLink } from '../support/rich-text-fixtures';
import { throwawayCms } from '../support/throwaway-cms';

let cms: Awaited<ReturnType<typeof throwawayCms>>;
beforeAll(async () => {
  cms = await throwawayCms();
});
afterAll(async () => cms.dispose());
const payload = (): Payload => cms.payload;
const context = { disableRevalidate: true };

/** Saves a news item with that body as `language`'s editor would; the error Payload throws, or null. */
async function saveNews(url: string, language = 'en'): Promise<ValidationError | null> {
  try {
    await payload().create({
      collection: 'news',
      locale: 'en',
      data: {
        kind: 'article',
        publishedAt: new Date().toISOString(),
        title: `Link check ${Date.now()} ${Math.random()}`,
        body: bodyWithLink(url) as never,
        _status: 'published',
      },
      req: { i18n: { language } } as never,
      context,
    });
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
}

describe('links in rich text', () => {
  it.each([
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'javascript:alert(1)',
    '//evil.example/phish',
  ])('refuses to store a link to %s, saying where links may go', async (url) => {
    const error = await saveNews(url);
    expect(error).not.toBeNull();
    const message = error!.data.errors.map((entry) => entry.message).join(' ');
    expect(message).toContain('https://');
    expect(message).toContain('mailto:');
    expect(message).toContain(url.slice(0, 20));
  });

  it('says so in the editor’s language', async () => {
    const error = await saveNews('vbscript:msgbox(1)', 'nl');
    expect(error!.data.errors.map((entry) => entry.message).join(' ')).toContain('Een link mag');
  });

  it.each([
    'https://www.kvcwesthoek.example/tickets',
    'mailto:info@westhoek.example',
    'tel:+3257000000',
    '/nl/tickets',
  ])('stores a link to %s', async (url) => {
    expect(await saveNews(url)).toBeNull();
  });
});
