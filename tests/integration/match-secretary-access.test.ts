/**
 * A match secretary enters live matches and nothing else: every collection's, global's and
 * field's access asked with the secretary's account (so a collection added later is checked
 * too), and the same over REST, as the admin's API answers a secretary's token.
 */
import { handleEndpoints, type Field, type PayloadRequest } from 'payload';
import { describe, expect, it } from 'vitest';
import config from '@/lib/cms/payload.config';
import { useSeededCms } from '../support/throwaway-cms';

const cms = useSeededCms();

const SECRETARY = { email: 'secretary@westhoek.example', password: 'westhoek-secretary-demo' };

async function secretaryRequest(): Promise<PayloadRequest> {
  const { docs } = await cms().find({ collection: 'users', where: { email: { equals: SECRETARY.email } } });
  expect(docs[0]?.roles).toEqual(['match-secretary']);
  return {
    user: { ...docs[0], collection: 'users' },
    payload: cms(),
    context: {},
  } as unknown as PayloadRequest;
}

/** Whether an access answer lets the write happen at all (a query narrows it, `false` refuses it). */
const grants = (answer: unknown) => answer !== false;

/** The named fields of `fields`, rows and collapsibles opened. */
function namedFields(fields: Field[]): Extract<Field, { name: string }>[] {
  return fields.flatMap((field) => {
    if ('name' in field) return [field];
    if ('fields' in field) return namedFields(field.fields);
    return [];
  });
}

async function restAs(email: string, password: string) {
  const { token } = await cms().login({ collection: 'users', data: { email, password } });
  return async (method: string, path: string, body?: unknown) => {
    const response = await handleEndpoints({
      config,
      request: new Request(`http://localhost:3000/api${path}`, {
        method,
        headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    });
    return { status: response.status, body: (await response.json().catch(() => null)) as never };
  };
}

describe('a match secretary’s writes', () => {
  it('are the live fields of matches and their own account, in no other collection and no global', async () => {
    const req = await secretaryRequest();
    const granted: string[] = [];
    for (const { config: collection } of Object.values(cms().collections)) {
      for (const operation of ['create', 'update', 'delete'] as const) {
        if (grants(await collection.access[operation]({ req } as never)))
          granted.push(`${collection.slug}: ${operation}`);
      }
    }
    for (const global of cms().config.globals) {
      if (grants(await global.access.update({ req } as never))) granted.push(`${global.slug}: update`);
    }
    expect(granted.sort()).toEqual([
      'matches: update',
      // Payload's own bookkeeping of a signed-in user: taking over or releasing a lock (the
      // admin's server makes it), the admin's preferences.
      'payload-locked-documents: delete',
      'payload-locked-documents: update',
      'payload-preferences: create',
      'payload-preferences: delete',
      'payload-preferences: update',
      'users: update',
    ]);

    const writable = async (fields: Field[]) => {
      const names: string[] = [];
      for (const field of namedFields(fields)) {
        const update = 'access' in field ? field.access?.update : undefined;
        // Payload stamps these itself on every save; a `ui` field holds no data.
        if (field.name === 'createdAt' || field.name === 'updatedAt' || field.type === 'ui') continue;
        if (!update || grants(await update({ req } as never))) names.push(field.name);
      }
      return names;
    };
    // Not even the live fields: those only through the live entry endpoint (below).
    expect(await writable(cms().collections.matches.config.fields)).toEqual([]);
    // Their own account: name, e-mail and password, never their roles.
    expect(await writable(cms().collections.users.config.fields)).not.toContain('roles');
  });

  it('are refused over REST everywhere but a match’s live fields', async () => {
    const rest = await restAs(SECRETARY.email, SECRETARY.password);
    const { docs } = await cms().find({ collection: 'matches', limit: 1, depth: 0, sort: 'kickoff' });
    const match = docs[0];
    const someId = async (collection: 'news' | 'teams' | 'people' | 'contact-messages' | 'media') =>
      (await cms().find({ collection, limit: 1, depth: 0 })).docs[0]?.id ?? 1;

    const refused = [
      await rest('POST', '/news', { title: 'Not mine', kind: 'article' }),
      await rest('PATCH', `/news/${await someId('news')}`, { title: 'Not mine' }),
      await rest('DELETE', `/teams/${await someId('teams')}`),
      await rest('PATCH', `/people/${await someId('people')}`, { lastName: 'X' }),
      await rest('DELETE', `/media/${await someId('media')}`),
      await rest('POST', '/matches', { ...match, id: undefined }),
      await rest('DELETE', `/matches/${match.id}`),
      await rest('POST', '/users', {
        email: 'friend@club.example',
        password: 'secret-123456',
        roles: ['admin'],
      }),
      await rest('POST', '/globals/ticketing', {}),
      await rest('POST', '/globals/club-settings', { name: 'Hijacked' }),
      await rest('POST', '/globals/home-highlights', {}),
      await rest('GET', '/contact-messages'),
      await rest('PATCH', `/contact-messages/${await someId('contact-messages')}`, { status: 'done' }),
      await rest('POST', '/redirects', { from: '/x', to: { type: 'custom', url: '/y' } }),
      // Payload's schedule of the nightly retention (lib/cms/access/payload-internals.ts).
      await rest('POST', '/globals/payload-jobs-stats', { stats: {} }),
    ];
    expect(refused.map(({ status }) => status)).toEqual(refused.map(() => 403));
    expect((await rest('POST', '/payload-migrations', { name: 'x', batch: 99 })).status).toBe(501);

    // The live fields refuse REST (the endpoint's limits would not hold): 2,000 events with
    // 39 KB names, a postponement, a timeline that would rewrite the score: nothing changes.
    const flood = Array.from({ length: 2000 }, (_, n) => ({
      kind: 'goal',
      minute: n % 90,
      side: 'home',
      player: 'x'.repeat(39_000),
    }));
    const patched = await rest('PATCH', `/matches/${match.id}`, {
      venue: 'Elsewhere',
      kickoff: '2020-01-01T00:00:00.000Z',
      live: { status: 'postponed', timeline: flood },
    });
    expect(patched.status).toBe(200);
    const after = await cms().findByID({ collection: 'matches', id: match.id, depth: 0 });
    expect(after).toMatchObject({ venue: match.venue, kickoff: match.kickoff, status: match.status });
    expect(after.live).toEqual(match.live);
    expect(after.score).toEqual(match.score);
  });
});

describe('live entry', () => {
  const HOUR = 60 * 60 * 1000;
  const textEvent = (expectedVersion: number) => ({
    action: { type: 'add', event: { kind: 'text', text: { en: 'Warming up.' } } },
    expectedVersion,
  });

  /** A copy of a demo match at `kickoff`, with `data` over it, as an editor would set it up. */
  async function matchAt(kickoff: Date, data: Record<string, unknown> = {}) {
    const { docs } = await cms().find({ collection: 'matches', limit: 1, depth: 0 });
    const { id: _id, createdAt: _c, updatedAt: _u, live: _live, ...rest } = docs[0];
    return cms().create({
      collection: 'matches',
      data: { ...rest, kickoff: kickoff.toISOString(), status: 'scheduled', score: {}, ...data } as never,
      depth: 0,
    });
  }

  it('leaves a finished match’s official result alone, whoever sends an event', async () => {
    const finished = await matchAt(new Date(Date.now() - HOUR), {
      status: 'finished',
      score: { home: 2, away: 2 },
    });
    const secretary = await restAs(SECRETARY.email, SECRETARY.password);
    const editor = await restAs('editor@westhoek.example', 'westhoek-editor-demo');
    for (const rest of [secretary, editor]) {
      const answer = await rest('POST', `/matches/${finished.id}/live`, textEvent(0));
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ error: 'closed', reason: 'finished' });
    }
    const after = await cms().findByID({ collection: 'matches', id: finished.id, depth: 0 });
    expect(after).toMatchObject({ status: 'finished', score: { home: 2, away: 2 } });
    expect(after.live?.timeline ?? []).toEqual([]);

    // An editor reopens it: the live entry is open again.
    await cms().update({ collection: 'matches', id: finished.id, data: { status: 'live' } });
    expect((await secretary('POST', `/matches/${finished.id}/live`, textEvent(0))).status).toBe(200);
  });

  it('is open to the secretary from two hours before the kick-off to four hours after', async () => {
    const secretary = await restAs(SECRETARY.email, SECRETARY.password);
    const editor = await restAs('editor@westhoek.example', 'westhoek-editor-demo');
    for (const [offset, open] of [
      [-3 * HOUR, false],
      [-1.5 * HOUR, true],
      [3.5 * HOUR, true],
      [5 * HOUR, false],
      [21 * 24 * HOUR, false],
    ] as const) {
      // The kick-off is `offset` before now (negative: still to come).
      const match = await matchAt(new Date(Date.now() - offset));
      const answer = await secretary('POST', `/matches/${match.id}/live`, textEvent(0));
      expect([offset, answer.status]).toEqual([offset, open ? 200 : 403]);
      if (!open) expect((await editor('POST', `/matches/${match.id}/live`, textEvent(0))).status).toBe(200);
    }
  });

  it('keeps the endpoint’s limits: names of 80 characters at most, a timeline of 200 events', async () => {
    const secretary = await restAs(SECRETARY.email, SECRETARY.password);
    const match = await matchAt(new Date());
    const goal = (scorer: string) => ({
      action: { type: 'add', event: { kind: 'goal', side: 'home', scorer, penalty: false, ownGoal: false } },
      expectedVersion: 0,
    });
    expect((await secretary('POST', `/matches/${match.id}/live`, goal('x'.repeat(81)))).status).toBe(400);
    const full = Array.from({ length: 200 }, (_, n) => ({
      kind: 'text' as const,
      minute: n % 90,
      text: { en: `${n}` },
    }));
    await cms().update({ collection: 'matches', id: match.id, data: { live: { timeline: full } }, depth: 0 });
    const { live } = await cms().findByID({ collection: 'matches', id: match.id, depth: 0 });
    const refused = await secretary('POST', `/matches/${match.id}/live`, {
      ...goal('Ann'),
      expectedVersion: live!.version,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'refused' });
  });
});
