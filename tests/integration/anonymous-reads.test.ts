import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throwawayCms } from '../support/throwaway-cms';

// Read once by lib/shared/env/index.ts, so set before anything imports the CMS config.
const SITE = 'https://www.westhoek.example';
process.env.SITE_URL = SITE;

type RouteHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>;
let cms: Awaited<ReturnType<typeof throwawayCms>>;
let rest: RouteHandler;
let limits: typeof import('@/lib/cms/anonymous-reads').anonymousReadLimits;
const editor = { email: 'reader@westhoek.example', password: 'reader-password-1234' };
const clubs = 70;

beforeAll(async () => {
  cms = await throwawayCms();
  await cms.payload.create({ collection: 'users', data: { ...editor, name: 'Reader', roles: ['editor'] } });
  for (let i = 0; i < clubs; i++) {
    await cms.payload.create({ collection: 'clubs', data: { name: `Club ${i}`, shortName: `C${i}` } });
  }
  const [restRoute, caps] = await Promise.all([
    import('@/app/(payload)/api/[...slug]/route'),
    import('@/lib/cms/anonymous-reads'),
  ]);
  rest = restRoute.GET as RouteHandler;
  limits = caps.anonymousReadLimits;
});
afterAll(async () => cms?.dispose());

async function read(path: string, token?: string) {
  const url = new URL(path, SITE);
  const response = await rest(new Request(url, { headers: token ? { Authorization: `JWT ${token}` } : {} }), {
    params: Promise.resolve({ slug: url.pathname.split('/').slice(2) }),
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as { docs: unknown[]; totalDocs: number };
}

describe('anonymous REST reads', () => {
  it('get at most a page of the cap, however they ask', async () => {
    for (const path of ['/api/clubs?limit=100000&depth=10', '/api/clubs?limit=0', '/api/clubs?limit=-1']) {
      const { docs, totalDocs } = await read(path);
      expect(docs.length, path).toBe(limits.limit);
      expect(totalDocs, path).toBe(clubs);
    }
    // Without pagination Payload would answer every document.
    expect((await read('/api/clubs?pagination=false')).docs.length).toBeLessThanOrEqual(limits.limit);
    expect((await read('/api/clubs?pagination=false&limit=100000')).docs).toHaveLength(limits.limit);
    // Payload's own default page stays as it was.
    expect((await read('/api/clubs')).docs).toHaveLength(10);
    expect((await read('/api/clubs?limit=5')).docs).toHaveLength(5);
  });

  it('leave an editor her own limits', async () => {
    const { token } = await cms.payload.login({ collection: 'users', data: editor });
    expect((await read('/api/clubs?limit=100000', token)).docs).toHaveLength(clubs);
    expect((await read('/api/clubs?pagination=false', token)).docs).toHaveLength(clubs);
  });
});
