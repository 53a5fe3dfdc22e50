/**
 * The role matrix (lib/cms/access/rights.ts) walked as each role and as an anonymous
 * visitor: every collection's, global's and declared field's access function, the local
 * API, REST (Payload's own handler, in process), the custom endpoints and GraphQL (off).
 * A collection, global, custom endpoint or role without its row fails here.
 */
import { handleEndpoints, type Field, type Payload, type PayloadRequest } from 'payload';
import { beforeAll, describe, expect, it } from 'vitest';
import config from '@/lib/cms/payload.config';
import { roles } from '@/lib/cms/access';
import {
  collectionRights,
  endpointRights,
  globalRights,
  unlockRight,
  type Audience,
  type Right,
} from '@/lib/cms/access/rights';
import { useSeededCms } from '../support/throwaway-cms';

const cms = useSeededCms();

const audiences: Audience[] = ['anonymous', ...roles];
const tokens = {} as Record<Audience, string | null>;
const users = {} as Record<Audience, (Record<string, unknown> & { id: number }) | null>;
const PASSWORD = 'matrix-password-123';
const MISSING_ID = 999_999;

beforeAll(async () => {
  tokens.anonymous = null;
  users.anonymous = null;
  for (const role of roles) {
    const email = `matrix-${role}@club.example`;
    const user = await cms().create({
      collection: 'users',
      data: { name: `Matrix ${role}`, email, password: PASSWORD, roles: [role] },
    });
    users[role] = { ...(user as unknown as { id: number }), collection: 'users' };
    tokens[role] = (await cms().login({ collection: 'users', data: { email, password: PASSWORD } })).token!;
  }
});

async function rest(who: Audience, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (tokens[who]) headers.Authorization = `JWT ${tokens[who]}`;
  const response = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  });
  await response.arrayBuffer();
  return response.status;
}

const grantOf = (right: Right | undefined, who: Audience) => right?.[who] ?? 'no';
const verdict = (answer: unknown) => (answer === true ? 'all' : answer ? 'some' : 'no');
const refused = (status: number) => status === 401 || status === 403;

function requestAs(who: Audience, payload: Payload): PayloadRequest {
  return { user: users[who], payload, context: {}, headers: new Headers() } as unknown as PayloadRequest;
}

type Access = (args: { req: PayloadRequest }) => unknown;

function topLevelField(fields: Field[], name: string): Field | undefined {
  for (const field of fields) {
    if ('name' in field && field.name === name) return field;
    if (!('name' in field) && 'fields' in field) {
      const found = topLevelField(field.fields, name);
      if (found) return found;
    }
  }
  return undefined;
}

describe('the role matrix', () => {
  it('has a row for every collection, global and custom endpoint, and nothing else', () => {
    expect(Object.keys(collectionRights).sort()).toEqual(
      cms()
        .config.collections.map((c) => c.slug)
        .sort(),
    );
    expect(Object.keys(globalRights).sort()).toEqual(
      cms()
        .config.globals.map((g) => g.slug)
        .sort(),
    );
    const standard = new Set([
      'GET /count',
      'POST /',
      'DELETE /',
      'DELETE /:id',
      'POST /access/:id?',
      'GET /versions',
      'POST /:id/duplicate',
      'GET /',
      'GET /:id',
      'GET /versions/:id',
      'POST /versions/:id',
      'PATCH /',
      'PATCH /:id',
      'POST /access',
      // Authentication, for anyone: logging in, out, a reset; unlocking is checked below.
      'POST /forgot-password',
      'GET /init',
      'POST /login',
      'POST /logout',
      'GET /me',
      'POST /refresh-token',
      'POST /first-register',
      'POST /reset-password',
      'POST /unlock',
      'POST /verify/:id',
    ]);
    const custom = (prefix: string, endpoints: unknown) =>
      (Array.isArray(endpoints) ? endpoints : [])
        .map(({ method, path }: { method: string; path: string }) => `${method.toUpperCase()} ${path}`)
        .filter((route) => !standard.has(route))
        .map((route) => `${prefix} ${route}`);
    const found = [
      ...cms().config.collections.flatMap((c) => custom(c.slug, c.endpoints)),
      ...cms().config.globals.flatMap((g) => custom(`globals/${g.slug}`, g.endpoints)),
      ...custom('root', cms().config.endpoints).filter((route) => route !== 'root GET /access'),
    ];
    expect(found.sort()).toEqual(Object.keys(endpointRights).sort());
  });

  it.each(audiences)('holds for %s in every access function', async (who) => {
    const req = requestAs(who, cms());
    const observed: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const collection of cms().config.collections) {
      const rights = collectionRights[collection.slug];
      const access = collection.access as unknown as Record<string, Access>;
      const ops = ['read', 'create', 'update', 'delete'] as const;
      for (const op of ops) {
        observed[`${collection.slug} ${op}`] = verdict(await access[op]({ req }));
        expected[`${collection.slug} ${op}`] = grantOf(rights[op], who);
      }
      if (collection.versions) {
        observed[`${collection.slug} readVersions`] = verdict(await access.readVersions({ req }));
        expected[`${collection.slug} readVersions`] = grantOf(rights.readVersions, who);
      }
      for (const [name, fieldRights] of Object.entries(rights.fields ?? {})) {
        const field = topLevelField(collection.fields, name) as { access?: Record<string, Access> };
        for (const op of ['read', 'update'] as const) {
          if (!fieldRights[op]) continue;
          const fieldAccess = field?.access?.[op];
          observed[`${collection.slug}.${name} ${op}`] = fieldAccess
            ? verdict(await fieldAccess({ req }))
            : 'all';
          expected[`${collection.slug}.${name} ${op}`] = grantOf(fieldRights[op], who);
        }
      }
    }
    for (const global of cms().config.globals) {
      const rights = globalRights[global.slug];
      const access = global.access as unknown as Record<string, Access>;
      for (const op of ['read', 'update'] as const) {
        observed[`globals/${global.slug} ${op}`] = verdict(await access[op]({ req }));
        expected[`globals/${global.slug} ${op}`] = grantOf(rights[op], who);
      }
      for (const [name, fieldRights] of Object.entries(rights.fields ?? {})) {
        const field = topLevelField(global.fields, name) as { access?: Record<string, Access> };
        if (!fieldRights.read) continue;
        const fieldAccess = field?.access?.read;
        observed[`globals/${global.slug}.${name} read`] = fieldAccess
          ? verdict(await fieldAccess({ req }))
          : 'all';
        expected[`globals/${global.slug}.${name} read`] = grantOf(fieldRights.read, who);
      }
    }
    const unlock = cms().collections.users.config.access.unlock as unknown as Access;
    observed['users unlock'] = verdict(await unlock({ req }));
    expected['users unlock'] = grantOf(unlockRight, who);
    expect(observed).toEqual(expected);
  });

  it.each(audiences)('holds for %s through the local API', async (who) => {
    const user = users[who];
    const observed: Record<string, string> = {};
    const expected: Record<string, string> = {};
    const outcome = (attempt: Promise<unknown>) =>
      attempt.then(
        () => 'answered',
        () => 'refused',
      );
    for (const collection of cms().config.collections) {
      const slug = collection.slug as 'news';
      const rights = collectionRights[slug];
      observed[`${slug} read`] = await outcome(
        cms().find({ collection: slug, overrideAccess: false, user, limit: 1, depth: 0 }),
      );
      expected[`${slug} read`] = grantOf(rights.read, who) === 'no' ? 'refused' : 'answered';
      if (collection.versions) {
        observed[`${slug} readVersions`] = await outcome(
          cms().findVersions({ collection: slug, overrideAccess: false, user, limit: 1, depth: 0 }),
        );
        expected[`${slug} readVersions`] =
          grantOf(rights.readVersions, who) === 'no' ? 'refused' : 'answered';
      }
    }
    for (const global of cms().config.globals) {
      const slug = global.slug as 'ticketing';
      observed[`globals/${slug} read`] = await outcome(
        cms().findGlobal({ slug, overrideAccess: false, user, depth: 0 }),
      );
      expected[`globals/${slug} read`] =
        grantOf(globalRights[slug].read, who) === 'no' ? 'refused' : 'answered';
    }
    expect(observed).toEqual(expected);
  });

  it.each(audiences)('holds for %s over REST, and GraphQL stays off', async (who) => {
    const observed: Record<string, string> = {};
    const expected: Record<string, string> = {};
    const check = (key: string, status: number, right: 'all' | 'some' | 'no') => {
      observed[key] = refused(status) ? 'refused' : 'answered';
      expected[key] = right === 'no' ? 'refused' : 'answered';
    };
    for (const collection of cms().config.collections) {
      if (!collection.endpoints) continue;
      const { slug } = collection;
      const rights = collectionRights[slug];
      check(`${slug} GET /`, await rest(who, 'GET', `/${slug}?limit=1&depth=0`), grantOf(rights.read, who));
      if (collection.versions) {
        check(
          `${slug} GET /versions`,
          await rest(who, 'GET', `/${slug}/versions?limit=1&depth=0`),
          grantOf(rights.readVersions, who),
        );
      }
      // A refused create is refused before anything is stored; an allowed one is left alone.
      if (grantOf(rights.create, who) === 'no') {
        check(`${slug} POST /`, await rest(who, 'POST', `/${slug}`, {}), 'no');
      }
      // An id nobody has: refused (403) or, when the role may, not found (404); nothing changes.
      // (A right to some documents answers 403 for one outside them: the access functions' test covers it.)
      for (const [method, op] of [
        ['PATCH', 'update'],
        ['DELETE', 'delete'],
      ] as const) {
        const right = grantOf(rights[op], who);
        if (right === 'some') continue;
        const status = await rest(who, method, `/${slug}/${MISSING_ID}`, method === 'PATCH' ? {} : undefined);
        check(`${slug} ${method} /:id`, status, right);
      }
    }
    for (const global of cms().config.globals) {
      const rights = globalRights[global.slug];
      check(
        `globals/${global.slug} GET`,
        await rest(who, 'GET', `/globals/${global.slug}`),
        grantOf(rights.read, who),
      );
      if (grantOf(rights.update, who) === 'no') {
        check(`globals/${global.slug} POST`, await rest(who, 'POST', `/globals/${global.slug}`, {}), 'no');
      }
    }
    check(
      'users POST /unlock',
      await rest(who, 'POST', '/users/unlock', { email: 'matrix-editor@club.example' }),
      grantOf(unlockRight, who),
    );
    expect(observed).toEqual(expected);
    expect(await rest(who, 'POST', '/graphql', { query: '{ __typename }' })).toBe(404);
  });

  it.each(audiences)('holds for %s on every custom endpoint', async (who) => {
    const { docs } = await cms().find({ collection: 'matches', limit: 1, depth: 0 });
    const { docs: news } = await cms().find({
      collection: 'news',
      limit: 1,
      depth: 0,
      where: { _status: { equals: 'published' } },
    });
    // Endpoints whose allowed call would act (run the jobs, send a mail): only their refusals are tried.
    const acting = new Set([
      'payload-jobs GET /run',
      'payload-jobs GET /handle-schedules',
      'globals/site-checks POST /test-mail',
    ]);
    const observed: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const [route, right] of Object.entries(endpointRights)) {
      const allowed = grantOf(right, who) !== 'no';
      if (allowed && acting.has(route)) continue;
      const [owner, method, template] = route.split(' ');
      const path = template
        .replace(':id?', '')
        .replace(':id', String(docs[0].id))
        .replace(':key', 'matrix-preference')
        .replace(':filename', 'nothing-here.png')
        .replace(/\/$/, '');
      const base = owner === 'root' ? '' : `/${owner}`;
      const body = route.includes('plugin-seo')
        ? { collectionSlug: 'news', id: news[0].id, doc: news[0] }
        : {};
      const status = await rest(who, method, `${base}${path}`, method === 'GET' ? undefined : body);
      observed[route] = refused(status) ? 'refused' : 'answered';
      expected[route] = allowed ? 'answered' : 'refused';
    }
    expect(observed).toEqual(expected);
  });
});

describe('the version history', () => {
  it('of an embargoed draft is the content writers’ only, over REST too', async () => {
    const draft = await cms().create({
      collection: 'news',
      data: { title: 'Embargoed signing', kind: 'article', publishedAt: new Date().toISOString() },
      draft: true,
    });
    for (const who of audiences) {
      const status = await rest(who, 'GET', `/news/versions?where[parent][equals]=${draft.id}`);
      expect([who, status]).toEqual([who, who === 'admin' || who === 'editor' ? 200 : 403]);
    }
  });
});

describe('the club settings', () => {
  it('show the staff’s mailboxes, the sender and the retention to admins only', async () => {
    const seen = async (who: Audience) => {
      const headers: Record<string, string> = {};
      if (tokens[who]) headers.Authorization = `JWT ${tokens[who]}`;
      const response = await handleEndpoints({
        config,
        request: new Request('http://localhost:3000/api/globals/club-settings?depth=0', { headers }),
      });
      const body = (await response.json()) as Record<string, unknown>;
      return ['mailboxes', 'mail', 'retention', 'name'].filter((key) => key in body);
    };
    expect(await seen('anonymous')).toEqual(['name']);
    expect(await seen('editor')).toEqual(['name']);
    expect(await seen('admin')).toEqual(['mailboxes', 'mail', 'retention', 'name']);
  });
});

describe('document locks', () => {
  it('are never made over the API, and one taken over is the taker’s own', async () => {
    const { docs } = await cms().find({ collection: 'news', limit: 1, depth: 0 });
    const editor = users.editor!;
    const admin = users.admin!;
    const forged = await rest('community', 'POST', '/payload-locked-documents', {
      document: { relationTo: 'news', value: docs[0].id },
      user: { relationTo: 'users', value: admin.id },
    });
    expect(forged).toBe(403);
    const globalForged = await rest('community', 'POST', '/payload-locked-documents', {
      globalSlug: 'ticketing',
      user: { relationTo: 'users', value: admin.id },
    });
    expect(globalForged).toBe(403);
    expect((await cms().find({ collection: 'payload-locked-documents', depth: 0 })).totalDocs).toBe(0);

    // The editor opens the article (the admin locks it through the adapter); a colleague's
    // PATCH naming the admin makes the lock the colleague's, not the admin's.
    const lock = await cms().create({
      collection: 'payload-locked-documents',
      data: {
        document: { relationTo: 'news', value: docs[0].id },
        user: { relationTo: 'users', value: editor.id },
      },
    });
    const moved = await rest('community', 'PATCH', `/payload-locked-documents/${lock.id}`, {
      user: { relationTo: 'users', value: admin.id },
      document: { relationTo: 'news', value: docs[1]?.id ?? docs[0].id },
    });
    expect(moved).toBe(200);
    const after = await cms().findByID({ collection: 'payload-locked-documents', id: lock.id, depth: 0 });
    expect(after.user).toEqual({ relationTo: 'users', value: users.community!.id });
    expect(after.document).toEqual({ relationTo: 'news', value: docs[0].id });
    await cms().delete({ collection: 'payload-locked-documents', id: lock.id });
  });
});

describe('preferences', () => {
  it('answer 404 for a key the account does not have, and delete its own', async () => {
    expect(await rest('editor', 'DELETE', '/payload-preferences/no-such-preference')).toBe(404);
    expect(await rest('editor', 'POST', '/payload-preferences/nav', { value: { open: true } })).toBe(200);
    expect(await rest('community', 'DELETE', '/payload-preferences/nav')).toBe(404);
    expect(await rest('editor', 'DELETE', '/payload-preferences/nav')).toBe(200);
  });
});

describe('malformed queries', () => {
  const queries = [
    '/matches?where[kickoff][greater_than]=notadate',
    '/matches?where[id][in]=a,b',
    '/matches?where[id][equals]=1e400',
    '/matches?where[venue][near]=1,2',
    '/matches?where[venue][within]=x',
    '/matches?where[team][equals]=abc',
    '/news?where[title][equals][x]=1',
    '/news?where[publishedAt][less_than_equal]=2020-13-45',
    '/news/versions?where[parent][equals]=abc',
    '/teams?where[or][0][id][equals]=1e400',
  ];

  it('the version history of what keeps none is a 404, not a 500', async () => {
    for (const path of [
      '/globals/ticketing/versions',
      '/globals/club-settings/versions/1',
      '/teams/versions',
    ]) {
      expect([path, await rest('admin', 'GET', path)]).toEqual([path, 404]);
    }
  });

  it.each(queries)(
    '%s is a 400 (a 403 where the reader may not look), logged below error level',
    async (query) => {
      const errors: unknown[] = [];
      const logger = cms().logger as unknown as { error: (...args: unknown[]) => void };
      const original = logger.error;
      logger.error = (...args: unknown[]) => void errors.push(args);
      try {
        expect([400, 403]).toContain(await rest('anonymous', 'GET', query));
        expect(await rest('admin', 'GET', query)).toBe(400);
      } finally {
        logger.error = original;
      }
      expect(errors).toEqual([]);
    },
  );
});
