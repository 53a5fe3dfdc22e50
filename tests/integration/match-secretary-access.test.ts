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
      // Payload's own bookkeeping of a signed-in user: the lock while a match is open, the admin's preferences.
      'payload-locked-documents: create',
      'payload-locked-documents: delete',
      'payload-locked-documents: update',
      // No REST route (`endpoints: false`, refused below): only the server's own code reaches it.
      'payload-migrations: create',
      'payload-migrations: delete',
      'payload-migrations: update',
      'payload-preferences: create',
      'payload-preferences: delete',
      'payload-preferences: update',
      'users: update',
    ]);

    const writable = async (fields: Field[]) => {
      const names: string[] = [];
      for (const field of namedFields(fields)) {
        const update = 'access' in field ? field.access?.update : undefined;
        // Payload stamps these itself on every save.
        if (field.name === 'createdAt' || field.name === 'updatedAt') continue;
        if (!update || grants(await update({ req } as never))) names.push(field.name);
      }
      return names;
    };
    expect(await writable(cms().collections.matches.config.fields)).toEqual(['live']);
    // Their own account: name, e-mail and password, never their roles.
    expect(await writable(cms().collections.users.config.fields)).not.toContain('roles');
  });

  it('are refused over REST everywhere but a match’s live fields', async () => {
    const { token } = await cms().login({ collection: 'users', data: SECRETARY });
    const rest = async (method: string, path: string, body?: unknown) => {
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

    const patched = await rest('PATCH', `/matches/${match.id}`, {
      venue: 'Elsewhere',
      kickoff: '2020-01-01T00:00:00.000Z',
      live: { status: 'postponed' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ doc: { venue: match.venue, kickoff: match.kickoff } });
    expect((patched.body as { doc: { live: { status: string } } }).doc.live.status).toBe('postponed');
  });
});
