import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRERENDERED_FAQ_KEY, writePrerenderedFaq } from '../support/prerendered-page';

/** The one-process cache as Next calls it, through the handler interface it documents. */
const distDir = mkdtempSync(path.join(tmpdir(), 'club-file-cache-'));
vi.stubEnv('NEXT_DIST_DIR', distDir);

/** A fresh process: the module's memory starts empty, the folder stays. */
async function restartedHandler() {
  vi.resetModules();
  const { default: FileCacheHandler } = await import('@/lib/shared/cache/file-cache-handler.mjs');
  return new FileCacheHandler();
}

const page = (tags: string, status = 200) => ({
  kind: 'APP_PAGE',
  html: '<html>news</html>',
  rscData: Buffer.from('rsc payload'),
  headers: { 'x-next-cache-tags': tags },
  postponed: undefined,
  status,
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
});

const read = (body: string) => ({
  kind: 'FETCH',
  data: { headers: {}, body, url: '', status: 200 },
  revalidate: false,
});

beforeEach(() => {
  rmSync(path.join(distDir, 'cache'), { recursive: true, force: true });
  rmSync(path.join(distDir, 'server'), { recursive: true, force: true });
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describe('the file cache handler', () => {
  it('gives back a page as it was kept, its payload and segments included, also after a restart', async () => {
    await (await restartedHandler()).set('/en/news', page('news'), { cacheControl: { revalidate: false } });
    const found = await (await restartedHandler()).get('/en/news', { kind: 'APP_PAGE' });
    expect(found?.value).toEqual(page('news'));
    expect(found?.cacheControl).toEqual({ revalidate: false });
    expect(Buffer.isBuffer(found?.value.rscData)).toBe(true);
  });

  it('forgets what a publish expired, pages by their tags and reads by theirs, also after a restart', async () => {
    const handler = await restartedHandler();
    await handler.set('/en/news', page('news,home'), {});
    await handler.set('/en/teams', page('teams'), {});
    await handler.set('read-1', read('[1]'), { fetchCache: true, tags: ['news'] });
    await handler.revalidateTag(['news']);
    expect(await handler.get('/en/news', { kind: 'APP_PAGE' })).toBeNull();
    expect(await handler.get('read-1', { kind: 'FETCH', tags: ['news'] })).toBeNull();
    const afterRestart = await restartedHandler();
    expect(await afterRestart.get('/en/news', { kind: 'APP_PAGE' })).toBeNull();
    expect(await afterRestart.get('/en/teams', { kind: 'APP_PAGE' })).not.toBeNull();
    // Written again after the publish, it is served again.
    await afterRestart.set('/en/news', page('news,home'), {});
    expect(await afterRestart.get('/en/news', { kind: 'APP_PAGE' })).not.toBeNull();
  });

  it('keeps no 404 page and no read that found nothing', async () => {
    const handler = await restartedHandler();
    await handler.set('/en/news/article/nothing', page('news', 404), {});
    await handler.set('read-null', read('null'), { fetchCache: true, tags: ['news'] });
    expect(await (await restartedHandler()).get('/en/news/article/nothing', { kind: 'APP_PAGE' })).toBeNull();
    expect(await handler.get('read-null', { kind: 'FETCH', tags: ['news'] })).toBeNull();
  });

  it('serves what `next build` prerendered from its first request, until a publish expires it', async () => {
    writePrerenderedFaq(distDir);
    const handler = await restartedHandler();
    expect((await handler.get(PRERENDERED_FAQ_KEY, { kind: 'APP_PAGE' }))?.value.html).toBe(
      '<html>faq</html>',
    );
    await handler.revalidateTag(['faq']);
    expect(await handler.get(PRERENDERED_FAQ_KEY, { kind: 'APP_PAGE' })).toBeNull();
    expect(await (await restartedHandler()).get(PRERENDERED_FAQ_KEY, { kind: 'APP_PAGE' })).toBeNull();
  });

  it('is emptied by a restore, the prerendered pages too', async () => {
    writePrerenderedFaq(distDir);
    const handler = await restartedHandler();
    await handler.set('/en/news', page('news'), {});
    const { emptySiteCache } = await import('@/lib/shared/cache/site-cache.mjs');
    await emptySiteCache({ distDir, redisUrl: undefined });
    const restarted = await restartedHandler();
    expect(await restarted.get('/en/news', { kind: 'APP_PAGE' })).toBeNull();
    expect(await restarted.get(PRERENDERED_FAQ_KEY, { kind: 'APP_PAGE' })).toBeNull();
  });
});
