/**
 * The newsletter's list beyond the sign-up, through Payload's local API and its REST
 * handler on a throwaway copy of the demo: the suppression list and mayMail, the CSV
 * export with each subscriber's status and links, and the import from a previous tool,
 * which subscribes nobody and is refused or written whole.
 */
import { handleEndpoints, type Payload } from 'payload';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import config from '@/lib/cms/payload.config';
import { readImportList } from '@/lib/domain/newsletter/import-list';
import { isSuppressed, mayMail, suppressionKey } from '@/lib/domain/newsletter/suppression';
import { signedFor, unsubscribeLinks } from '@/lib/domain/newsletter/unsubscribe-link';
import { useSeededCms } from '../../support/throwaway-cms';

const cms = useSeededCms();
const tokens: Record<'admin' | 'community', string> = { admin: '', community: '' };

beforeAll(async () => {
  for (const role of ['admin', 'community'] as const) {
    const email = `list-${role}@club.example`;
    const password = 'list-password-123';
    await cms().create({ collection: 'users', data: { name: role, email, password, roles: [role] } });
    tokens[role] = (await cms().login({ collection: 'users', data: { email, password } })).token!;
  }
});

async function call(who: 'admin' | 'community', method: string, path: string, body?: string) {
  return handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/api/newsletter-subscribers${path}`, {
      method,
      headers: { Authorization: `JWT ${tokens[who]}`, 'Content-Type': 'text/csv' },
      body,
    }),
  });
}

const importCsv = (csv: string, who: 'admin' | 'community' = 'admin') => call(who, 'POST', '/import', csv);

async function subscriber(email: string) {
  const { docs } = await cms().find({
    collection: 'newsletter-subscribers',
    where: { email: { equals: email } },
  });
  return docs[0];
}

async function subscribe(email: string, status: 'pending' | 'confirmed' = 'confirmed') {
  return cms().create({
    collection: 'newsletter-subscribers',
    data: {
      email,
      firstName: 'Lies',
      lastName: 'Peeters',
      birthDate: '1990-05-01',
      locale: 'nl',
      consentAt: new Date().toISOString(),
      policyVersion: '2026-11',
      status,
    },
  });
}

const suppressions = async () =>
  (await cms().find({ collection: 'newsletter-suppressions', pagination: false, depth: 0 })).docs;

describe('the suppression list', () => {
  it('keeps an unsubscribed or removed address as a keyed hash only, and mayMail says no to it', async () => {
    const kept = await subscribe('kept@example.com');
    const removed = await subscribe('Removed@Example.com');
    expect(await mayMail(cms(), 'kept@example.com')).toBe(true);
    expect(await mayMail(cms(), 'REMOVED@example.com ')).toBe(true);
    // An admin deletes a subscriber in the CMS: the address may never come back by a list.
    await cms().delete({ collection: 'newsletter-subscribers', id: removed.id });
    expect(await mayMail(cms(), 'removed@example.com')).toBe(false);
    const entry = (await suppressions()).find(
      (row) => row.addressHash === suppressionKey('removed@example.com'),
    );
    expect(entry).toMatchObject({ reason: 'removed' });
    expect(JSON.stringify(await suppressions())).not.toContain('removed@');
    expect(await mayMail(cms(), kept.email)).toBe(true);
  });

  it('lets no one but the server write it: not even an admin adds or lifts a row', async () => {
    const admin = await cms().find({
      collection: 'users',
      where: { email: { equals: 'list-admin@club.example' } },
    });
    const user = { ...admin.docs[0], collection: 'users' as const };
    const [row] = await suppressions();
    await expect(
      cms().delete({ collection: 'newsletter-suppressions', id: row.id, overrideAccess: false, user }),
    ).rejects.toThrow();
    expect(await isSuppressed({ payload: cms() }, 'removed@example.com')).toBe(true);
  });

  it('is not where an unconfirmed sign-up goes when its link expires: nobody objected', async () => {
    const { purgeExpiredSignUps } = await import('@/lib/domain/newsletter/expiry');
    const expired = await subscribe('expired.pending@example.com', 'pending');
    await cms().update({
      collection: 'newsletter-subscribers',
      id: expired.id,
      data: { confirmationExpiresAt: '2020-01-01T00:00:00.000Z' },
    });
    expect(await purgeExpiredSignUps(cms())).toBeGreaterThanOrEqual(1);
    expect(await subscriber('expired.pending@example.com')).toBeUndefined();
    expect(await isSuppressed({ payload: cms() }, 'expired.pending@example.com')).toBe(false);
  });
});

describe('the CSV export', () => {
  it('carries every subscriber’s status and signed links, and marks one a backup brought back as suppressed', async () => {
    const pending = await subscribe('export.pending@example.com', 'pending');
    const restored = await subscribe('export.restored@example.com');
    // A restored backup holds the subscriber, while the list knows the address left meanwhile.
    await cms().create({
      collection: 'newsletter-suppressions',
      data: {
        addressHash: suppressionKey('export.restored@example.com'),
        reason: 'unsubscribed',
        suppressedAt: new Date().toISOString(),
      },
    });
    const response = await call('community', 'GET', '/csv');
    expect(response.status).toBe(200);
    const [head, ...lines] = (await response.text()).trim().split('\r\n');
    const columns = head.split(',');
    expect(columns).toEqual(
      expect.arrayContaining(['email', 'status', 'unsubscribeUrl', 'oneClickUnsubscribeUrl']),
    );
    expect(columns).not.toContain('birthDate');
    const row = (email: string) =>
      Object.fromEntries(
        lines
          .find((line) => line.startsWith(email))!
          .split(',')
          .map((cell, at) => [columns[at], cell]),
      );
    expect(row('export.pending@example.com')).toMatchObject({
      status: 'pending',
      unsubscribeUrl: unsubscribeLinks(pending, 'nl').page,
    });
    expect(row('export.pending@example.com').unsubscribeUrl).toMatch(
      /\/nl\/nieuwsbrief\/voorkeuren\?token=\d+\.[\w-]{43}$/,
    );
    expect(row('export.pending@example.com').oneClickUnsubscribeUrl).toMatch(
      /\/api\/newsletter\/unsubscribe\?token=\d+\.[\w-]{43}&lang=nl$/,
    );
    expect(row('export.restored@example.com').status).toBe('suppressed');
    expect(await mayMail(cms(), restored.email)).toBe(false);
  });
});

describe('the import from a previous mailing tool', () => {
  it('reads the common tools’ headers and statuses, with `;` as a Dutch spreadsheet writes', () => {
    const reading = readImportList(
      '\uFEFFEmail Address;FNAME;Status;Taal\r\n' +
        '"Jan@Example.com";Jan;subscribed;nl\r\n' +
        'b@example.com;"Le ""Bo""";cleaned;FR\r\n' +
        'c@example.com;;unsubscribed;\r\n',
    );
    expect(reading).toEqual({
      ok: true,
      rows: [
        {
          email: 'jan@example.com',
          status: 'subscribed',
          firstName: 'Jan',
          lastName: undefined,
          locale: 'nl',
        },
        {
          email: 'b@example.com',
          status: 'bounced',
          firstName: 'Le "Bo"',
          lastName: undefined,
          locale: 'fr',
        },
        {
          email: 'c@example.com',
          status: 'unsubscribed',
          firstName: undefined,
          lastName: undefined,
          locale: undefined,
        },
      ],
    });
  });

  it('refuses a file with one bad line, or without a status, whole: nothing is written', async () => {
    const before = (await cms().count({ collection: 'newsletter-subscribers' })).totalDocs;
    const badLine = await importCsv(
      'email,status\r\nfine@example.com,subscribed\r\nnot-an-address,subscribed\r\n',
    );
    expect(badLine.status).toBe(400);
    expect(await badLine.json()).toEqual({ error: 'badEmail', line: 3 });
    const noStatus = await importCsv('email\r\nfine@example.com\r\n');
    expect(await noStatus.json()).toEqual({ error: 'noStatusColumn' });
    expect((await importCsv('email,status\r\nfine@example.com,maybe\r\n')).status).toBe(400);
    expect((await importCsv(`email,status\r\n${'x'.repeat(2 * 1024 * 1024)}`)).status).toBe(413);
    expect((await cms().count({ collection: 'newsletter-subscribers' })).totalDocs).toBe(before);
    expect(await subscriber('fine@example.com')).toBeUndefined();
  });

  it('is for admins only: the community staff who export may not import', async () => {
    expect((await importCsv('email,status\r\nstaff@example.com,subscribed\r\n', 'community')).status).toBe(
      403,
    );
    expect(await subscriber('staff@example.com')).toBeUndefined();
  });

  it('subscribes nobody: new addresses wait pending, unsubscribed and bounced ones are suppressed', async () => {
    await subscribe('was.confirmed@example.com');
    await subscribe('left.elsewhere@example.com');
    const response = await importCsv(
      [
        'email,first name,last name,language,status',
        'new.one@example.com,Nora,Claes,fr,subscribed',
        'was.confirmed@example.com,,,,subscribed',
        'left.elsewhere@example.com,,,,unsubscribed',
        'gone@example.com,,,,bounced',
        'removed@example.com,,,,subscribed',
        'twice@example.com,,,,subscribed',
        'twice@example.com,,,,unsubscribed',
      ].join('\r\n'),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      counts: { pending: 1, known: 1, suppressed: 3, stillSuppressed: 1 },
    });
    expect(await subscriber('new.one@example.com')).toMatchObject({
      status: 'pending',
      consentForm: 'import',
      locale: 'fr',
      firstName: 'Nora',
    });
    expect(await mayMail(cms(), 'new.one@example.com')).toBe(false);
    expect((await subscriber('was.confirmed@example.com')).status).toBe('confirmed');
    // Unsubscribed in the other tool: off the list here too, and never mailed again.
    expect(await subscriber('left.elsewhere@example.com')).toBeUndefined();
    for (const email of ['left.elsewhere@example.com', 'gone@example.com', 'twice@example.com']) {
      expect(await mayMail(cms(), email), email).toBe(false);
      expect(await isSuppressed({ payload: cms() }, email), email).toBe(true);
    }
    const reasons = Object.fromEntries((await suppressions()).map((row) => [row.addressHash, row.reason]));
    expect(reasons[suppressionKey('gone@example.com')]).toBe('bounced');
    expect(reasons[suppressionKey('left.elsewhere@example.com')]).toBe('unsubscribed');
    // Suppressed here, subscribed there: only the owner's new confirmation brings it back.
    expect(await subscriber('removed@example.com')).toBeUndefined();
  });

  it('is written whole or not at all: a failure half-way leaves the list as it was', async () => {
    const payload: Payload = cms();
    const realCreate = payload.create.bind(payload);
    let creates = 0;
    const failing = vi.spyOn(payload, 'create').mockImplementation(((
      args: Parameters<Payload['create']>[0],
    ) => {
      creates += 1;
      if (creates === 3) throw new Error('the disk is full');
      return realCreate(args);
    }) as Payload['create']);
    const response = await importCsv(
      [
        'email,status',
        'half.a@example.com,subscribed',
        'half.b@example.com,bounced',
        'half.c@example.com,subscribed',
      ].join('\n'),
    );
    expect(response.status).toBe(500);
    failing.mockRestore();
    expect(await subscriber('half.a@example.com')).toBeUndefined();
    expect(await isSuppressed({ payload }, 'half.b@example.com')).toBe(false);
  });
});

describe('a subscriber’s signed links', () => {
  it('are signed for that subscriber and address only', async () => {
    const one = await subscribe('signed@example.com');
    const links = unsubscribeLinks(one, 'fr');
    const token = new URL(links.page).searchParams.get('token')!;
    expect(signedFor(token, one)).toBe(true);
    expect(signedFor(token, { id: one.id, email: 'other@example.com' })).toBe(false);
    expect(links.headers).toEqual({
      'List-Unsubscribe': `<http://localhost:3000/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}&lang=fr>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
