/**
 * The club's inbox in the CMS, through the local API with access enforced as REST
 * enforces it (`overrideAccess: false`): each role reads exactly its parts, staff
 * change the workflow but never the visitor's answers, notes are signed by the
 * server, and the CSV export holds exactly the days asked, formula-safe.
 */
import type { Payload } from 'payload';
import { beforeAll, describe, expect, it } from 'vitest';
import { inboxRoles, type Role } from '@/lib/cms/access';
import { storedForms } from '@/lib/domain/forms/registry';
import { validContact } from '../../support/form-fixtures';
import { useSeededCms } from '../../support/throwaway-cms';

const cms = useSeededCms();

type Part = (typeof storedForms)[number]['collection'] | 'newsletter-subscribers';
type User = Awaited<ReturnType<Payload['create']>> & { id: number; roles: Role[] };

/** Every form's collection goes to the staff its registry entry names; the newsletter's to community. */
const partsOf = (role: Role): Part[] => [
  ...storedForms.filter((form) => form.inbox === role).map((form) => form.collection),
  ...(role === 'community' ? (['newsletter-subscribers'] as const) : []),
];
const parts: Part[] = [...storedForms.map((form) => form.collection), 'newsletter-subscribers'];
const expectedParts: Record<Role, Part[]> = {
  admin: parts,
  editor: [],
  'match-secretary': [],
  ...(Object.fromEntries(inboxRoles.map((role) => [role, partsOf(role)])) as Record<
    (typeof inboxRoles)[number],
    Part[]
  >),
};

const users = {} as Record<Role, User>;

beforeAll(async () => {
  for (const role of Object.keys(expectedParts) as Role[]) {
    users[role] = (await cms().create({
      collection: 'users',
      data: {
        name: `Staff ${role}`,
        email: `${role}-staff@club.example`,
        password: 'secret-123456',
        roles: [role],
      },
    })) as User;
  }
});

async function storeContact(overrides: Record<string, unknown> = {}) {
  const { website: _honeypot, ...data } = validContact();
  return cms().create({
    collection: 'contact-messages',
    data: { ...data, locale: 'en', ...overrides } as never,
  });
}

async function readable(part: Part, user: User): Promise<boolean> {
  return cms()
    .find({ collection: part, overrideAccess: false, user, limit: 1 })
    .then(
      () => true,
      () => false,
    );
}

function exportEndpoint(collection: Part) {
  const endpoint = (cms().collections[collection].config.endpoints || []).find((e) => e.path === '/csv');
  return (user: User | null, query = '') =>
    endpoint!.handler({ payload: cms(), user, searchParams: new URLSearchParams(query) } as never);
}

describe('roles per part of the inbox', () => {
  it.each(Object.keys(expectedParts) as Role[])('%s reads exactly its parts', async (role) => {
    const seen = [];
    for (const part of parts) if (await readable(part, users[role])) seen.push(part);
    expect(seen).toEqual(expectedParts[role]);
  });

  it('keeps staff who only work through the inbox out of the content', async () => {
    await expect(
      cms().create({
        collection: 'news',
        overrideAccess: false,
        user: users.business,
        data: { title: 'Not my job', kind: 'article', publishedAt: new Date().toISOString() },
        draft: true,
      }),
    ).rejects.toThrow();
    await expect(
      cms().updateGlobal({ slug: 'ticketing', overrideAccess: false, user: users.ticketing, data: {} }),
    ).rejects.toThrow();
  });

  it('lets staff see the colleagues they may assign work to, and editors still only themselves', async () => {
    const emails = async (user: User) =>
      (await cms().find({ collection: 'users', overrideAccess: false, user, pagination: false })).docs
        .map((doc) => doc.email)
        .sort();
    const asBusiness = await emails(users.business);
    expect(asBusiness).toContain('admin@westhoek.example');
    expect(asBusiness).toContain('business-staff@club.example');
    expect(asBusiness).not.toContain('community-staff@club.example');
    expect(asBusiness).not.toContain('editor@westhoek.example');
    expect(await emails(users.editor)).toEqual(['editor-staff@club.example']);
  });
});

describe('working through a submission', () => {
  it('starts new; staff change status and assignee but not what the visitor sent', async () => {
    const stored = await storeContact();
    expect(stored.status).toBe('new');
    const updated = await cms().update({
      collection: 'contact-messages',
      id: stored.id,
      overrideAccess: false,
      user: users.community,
      data: { status: 'inProgress', assignee: users.community.id, lastName: 'Rewritten', message: 'Changed' },
    });
    expect(updated.status).toBe('inProgress');
    expect(updated.assignee).toMatchObject({ id: users.community.id });
    expect(updated.lastName).toBe('Vermeulen');
    expect(updated.message).toBe(validContact().message);
  });

  it('assigns only to someone who may open this part of the inbox', async () => {
    const stored = await storeContact();
    await expect(
      cms().update({
        collection: 'contact-messages',
        id: stored.id,
        overrideAccess: false,
        user: users.admin,
        data: { assignee: users.business.id },
      }),
    ).rejects.toThrow(/Assigned to/);
  });

  it('signs and dates every note on the server and keeps earlier notes as written', async () => {
    const stored = await storeContact();
    const before = Date.now();
    const first = await cms().update({
      collection: 'contact-messages',
      id: stored.id,
      overrideAccess: false,
      user: users.community,
      depth: 0,
      data: {
        notes: [{ text: 'Called her back.', author: users.admin.id, writtenAt: '2001-01-01T00:00:00Z' }],
      },
    });
    expect(first.notes).toHaveLength(1);
    expect(first.notes![0]).toMatchObject({ text: 'Called her back.', author: users.community.id });
    expect(Date.parse(first.notes![0].writtenAt!)).toBeGreaterThanOrEqual(before - 1000);

    // An admin "removes" the note and rewrites another's: both come back; the new one is signed.
    const second = await cms().update({
      collection: 'contact-messages',
      id: stored.id,
      overrideAccess: false,
      user: users.admin,
      depth: 0,
      data: { notes: [{ id: first.notes![0].id, text: 'Forged' }, { text: 'Shirt sent.' }] },
    });
    expect(second.notes!.map((note) => [note.text, note.author])).toEqual([
      ['Called her back.', users.community.id],
      ['Shirt sent.', users.admin.id],
    ]);
    const third = await cms().update({
      collection: 'contact-messages',
      id: stored.id,
      overrideAccess: false,
      user: users.admin,
      depth: 0,
      data: { notes: [] },
    });
    expect(third.notes!.map((note) => note.text)).toEqual(['Called her back.', 'Shirt sent.']);
  });

  it('gives every new note an id of its own: two sharing one, or another submission’s, lose nothing', async () => {
    const other = await storeContact();
    const signed = await cms().update({
      collection: 'contact-messages',
      id: other.id,
      overrideAccess: false,
      user: users.community,
      depth: 0,
      data: { notes: [{ text: 'Someone else’s note.' }] },
    });
    const theirs = signed.notes![0].id!;
    const stored = await storeContact();
    await cms().update({
      collection: 'contact-messages',
      id: stored.id,
      overrideAccess: false,
      user: users.community,
      depth: 0,
      data: { notes: [{ text: 'First.' }] },
    });
    for (const [ids, status] of [
      [['a'.repeat(24), 'a'.repeat(24)], 'inProgress'],
      [[theirs, undefined], 'done'],
    ] as const) {
      const saved = await cms().update({
        collection: 'contact-messages',
        id: stored.id,
        overrideAccess: false,
        user: users.community,
        depth: 0,
        data: { status, notes: ids.map((id, n) => ({ id, text: `Sent with id ${n}.` })) },
      });
      expect(saved.status).toBe(status);
    }
    const after = await cms().findByID({ collection: 'contact-messages', id: stored.id, depth: 0 });
    expect(after.notes!.map((note) => note.text)).toEqual([
      'First.',
      'Sent with id 0.',
      'Sent with id 1.',
      'Sent with id 0.',
      'Sent with id 1.',
    ]);
    expect(new Set(after.notes!.map((note) => note.id)).size).toBe(5);
    expect(after.notes!.map((note) => note.id)).not.toContain(theirs);
    const untouched = await cms().findByID({ collection: 'contact-messages', id: other.id, depth: 0 });
    expect(untouched.notes!.map((note) => [note.id, note.text])).toEqual([[theirs, 'Someone else’s note.']]);
  });

  it('unassigns the work of a user an admin deletes', async () => {
    const leaving = await cms().create({
      collection: 'users',
      data: {
        name: 'Leaving',
        email: 'leaving@club.example',
        password: 'secret-123456',
        roles: ['community'],
      },
    });
    const stored = await storeContact();
    await cms().update({ collection: 'contact-messages', id: stored.id, data: { assignee: leaving.id } });
    await cms().delete({ collection: 'users', id: leaving.id, overrideAccess: false, user: users.admin });
    const after = await cms().findByID({ collection: 'contact-messages', id: stored.id, depth: 0 });
    expect(after.assignee ?? null).toBeNull();
  });

  it('lets only admins delete a submission', async () => {
    const stored = await storeContact();
    await expect(
      cms().delete({
        collection: 'contact-messages',
        id: stored.id,
        overrideAccess: false,
        user: users.community,
      }),
    ).rejects.toThrow();
  });
});

describe('CSV export with a range of days', () => {
  // Brussels is UTC+1 until 29 March 2026 and UTC+2 after: the edges of 2 and 31 March.
  const times = {
    beforeStart: '2026-03-01T22:59:59.000Z',
    atStart: '2026-03-01T23:00:00.000Z',
    atEnd: '2026-03-31T21:59:59.000Z',
    afterEnd: '2026-03-31T22:00:00.000Z',
  };
  const ids = {} as Record<keyof typeof times, number>;

  beforeAll(async () => {
    for (const [name, createdAt] of Object.entries(times)) {
      const stored = await storeContact({ lastName: `Range ${name}` });
      // A stored answer a spreadsheet would run as a formula, and a time we choose.
      await cms().db.updateOne({
        collection: 'contact-messages',
        id: stored.id,
        data: { createdAt, message: '=HYPERLINK("http://evil.example","click")' },
      });
      ids[name as keyof typeof times] = stored.id;
    }
  });

  it('exports exactly the rows received on those days, formula-safe', async () => {
    const response = await exportEndpoint('contact-messages')(
      users.community,
      'from=2026-03-02&to=2026-03-31',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(
      'contact-messages-from-2026-03-02-to-2026-03-31.csv',
    );
    const [header, ...lines] = (await response.text()).trim().split('\r\n');
    expect(header.split(',')).toEqual(
      expect.arrayContaining(['id', 'createdAt', 'lastName', 'message', 'status', 'assignee']),
    );
    expect(header).not.toContain('notes');
    const exported = lines.map((line) => Number(line.split(',')[0])).sort();
    expect(exported).toEqual([ids.atStart, ids.atEnd].sort());
    expect(lines[0]).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
  });

  it('names the assignee by address', async () => {
    await cms().update({
      collection: 'contact-messages',
      id: ids.atEnd,
      data: { assignee: users.community.id },
    });
    const csv = await (
      await exportEndpoint('contact-messages')(users.admin, 'from=2026-03-31&to=2026-03-31')
    ).text();
    expect(csv).toContain('community-staff@club.example');
  });

  it.each([
    ['from=2026-02-30', 'from'],
    ['to=31-03-2026', 'to'],
    ['from=2026-03-05&to=2026-03-04', 'order'],
    ['from=2026-03-01&from=2026-03-02', 'from'],
  ])('refuses %s with a 400', async (query, field) => {
    const response = await exportEndpoint('contact-messages')(users.admin, query);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalidRange', field });
  });

  it('is refused to other staff and to visitors', async () => {
    expect((await exportEndpoint('contact-messages')(users.business)).status).toBe(403);
    expect((await exportEndpoint('contact-messages')(users.editor)).status).toBe(403);
    expect((await exportEndpoint('contact-messages')(null)).status).toBe(403);
  });

  it('exports the newsletter subscribers by the day they signed up, each with its status', async () => {
    const subscriber = (email: string, status: 'pending' | 'confirmed', consentAt: string) =>
      cms().create({
        collection: 'newsletter-subscribers',
        data: {
          email,
          firstName: '@Ann',
          lastName: 'Peeters',
          birthDate: '1990-05-01',
          locale: 'nl',
          consentAt,
          policyVersion: '2026-01',
          status,
          confirmedAt: status === 'confirmed' ? consentAt : undefined,
        },
      });
    await subscriber('early@example.com', 'confirmed', times.beforeStart);
    await subscriber('in@example.com', 'confirmed', times.atStart);
    await subscriber('pending@example.com', 'pending', times.atEnd);
    await subscriber('late@example.com', 'confirmed', times.afterEnd);
    const response = await exportEndpoint('newsletter-subscribers')(
      users.community,
      'from=2026-03-02&to=2026-03-31',
    );
    expect(response.status).toBe(200);
    const [header, ...lines] = (await response.text()).trim().split('\r\n');
    const columns = header.split(',');
    const cell = (line: string, column: string) => line.split(',')[columns.indexOf(column)];
    expect(columns.slice(0, 5)).toEqual(['email', 'status', 'firstName', 'lastName', 'locale']);
    const rows = lines.map((line) => [cell(line, 'email'), cell(line, 'status'), cell(line, 'firstName')]);
    expect(rows.sort()).toEqual([
      ['in@example.com', 'confirmed', "'@Ann"],
      ['pending@example.com', 'pending', "'@Ann"],
    ]);
    expect((await exportEndpoint('newsletter-subscribers')(users.business)).status).toBe(403);
  });
});
