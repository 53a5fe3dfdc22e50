import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_KEY_PREFIX } from '@/lib/shared/browser/reload-guard';

const BUILD = 'build-on-screen';

/** The watcher of a page of build BUILD, with builds/latest.json answered by `latest`. */
async function watch(latest: () => Promise<Response>) {
  vi.stubEnv('NEXT_PUBLIC_BUILD_ID', BUILD);
  vi.resetModules();
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      url.startsWith('/builds/latest.json') ? latest() : Promise.resolve(new Response('{}')),
    ),
  );
  const { BuildWatcher } = await import('@/components/app-shell/BuildWatcher');
  render(<BuildWatcher />);
}

/** A script of the build that fails to load, as the browser reports it. */
async function failScript() {
  const script = document.createElement('script');
  script.src = '/_next/static/chunks/route-chunk.js';
  document.body.append(script);
  await act(async () => {
    script.dispatchEvent(new Event('error'));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const reloaded = () => sessionStorage.getItem(`${RELOAD_KEY_PREFIX}${window.location.pathname}`) !== null;
const answer = (id: string) => () => Promise.resolve(Response.json({ id }));

describe('BuildWatcher', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('reloads when a script fails to load because a newer build is out', async () => {
    await watch(answer('newer-build'));
    await failScript();
    await vi.waitFor(() => expect(reloaded()).toBe(true));
  });

  it('keeps the page when a script fails while the server does not answer (a restart)', async () => {
    await watch(() => Promise.reject(new TypeError('Failed to fetch')));
    await failScript();
    expect(reloaded()).toBe(false);
  });

  it('keeps the page when a script fails and the build on screen is still the latest', async () => {
    await watch(answer(BUILD));
    await failScript();
    expect(reloaded()).toBe(false);
  });
});
