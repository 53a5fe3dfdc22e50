import type { Field, Payload, PayloadRequest } from 'payload';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useHungServer } from '../support/hung-server';
import { readMail, smtpSink } from '../support/smtp-sink';
import { throwawayCms } from '../support/throwaway-cms';

/**
 * The admin's "Going live" checklist (docs/operations.md "Going live") on a new club's database: every
 * item open at first, each ticked by the data that does it, the test mail sent through the
 * configured mail server to the admin who asked, and a failing mail server explained in the
 * admin's language within a bounded wait.
 */

// The sink must listen before anything reads the environment (lib/shared/env/index.ts reads it once).
const sink = await smtpSink();
process.env.SMTP_HOST = '127.0.0.1';
process.env.SMTP_PORT = String(sink.port);

let cms: Awaited<ReturnType<typeof throwawayCms>>;
let checks: typeof import('@/lib/cms/admin/first-run-checks');
let testMail: typeof import('@/lib/cms/globals/SiteChecks/test-mail');
let smtp: typeof import('@/lib/domain/mail/smtp');
const hung = useHungServer();

beforeAll(async () => {
  cms = await throwawayCms();
  [checks, testMail, smtp] = await Promise.all([
    import('@/lib/cms/admin/first-run-checks'),
    import('@/lib/cms/globals/SiteChecks/test-mail'),
    import('@/lib/domain/mail/smtp'),
  ]);
});
afterAll(async () => {
  await cms?.dispose();
  await sink.close();
});

// What an admin saves in the CMS, without expiring a Next cache that is not there.
const quiet = { context: { disableRevalidate: true } };

async function ticked(payload: Payload) {
  return Object.fromEntries((await checks.firstRunChecks(payload)).map((check) => [check.item, check.done]));
}

/** The checklist's button, as the admin's browser posts to it. */
async function pressTestMail(user: Record<string, unknown> | null, language: string) {
  const { testMailEndpoint } = await import('@/lib/cms/globals/SiteChecks/test-mail-endpoint');
  const req = {
    payload: cms.payload,
    user,
    i18n: { language },
    routeParams: {},
  } as unknown as PayloadRequest;
  const response = await testMailEndpoint.handler(req);
  return { status: response.status, body: (await response.json()) as { sent: boolean; message: string } };
}

describe('the first-run checklist', () => {
  it('starts with everything to do on an empty site, each item pointing into the admin', async () => {
    const list = await checks.firstRunChecks(cms.payload);
    expect(list.map((check) => check.item)).toEqual([...checks.firstRunItems]);
    expect(list.filter((check) => check.done)).toEqual([]);
    for (const check of list.filter((item) => !['testMail', 'backup'].includes(item.item))) {
      expect(check.href, check.item).toMatch(/^\/admin\/(globals|collections)\/[a-z-]+$/);
    }
  });

  it('ticks each item from what the club saves, and only from that', async () => {
    const { payload } = cms;
    await payload.updateGlobal({
      slug: 'club-settings',
      data: {
        name: 'SK Nieuwdorp',
        address: { street: 'Dorpsstraat 1', postalCode: '9999', city: 'Nieuwdorp' },
        phone: '+32 50 00 00 00',
        email: 'info@nieuwdorp.example',
      },
      ...quiet,
    });
    await payload.updateGlobal({
      slug: 'contact-details',
      data: {
        offices: [
          {
            name: 'Secretariaat',
            address: 'Dorpsstraat 1',
            phone: '+32 50 00 00 01',
            email: 'secretariaat@nieuwdorp.example',
          },
        ],
      },
      ...quiet,
    });
    await payload.create({ collection: 'clubs', data: { name: 'FC Overkant', shortName: 'OVK' }, ...quiet });
    expect(await ticked(payload)).toMatchObject({ identity: true, contactDetails: true, ourClub: false });

    await payload.create({
      collection: 'clubs',
      data: { name: 'SK Nieuwdorp', shortName: 'SKN', isOwnClub: true },
      ...quiet,
    });
    await payload.create({
      collection: 'teams',
      data: { name: 'Eerste ploeg', category: 'first_team', order: 0 },
      ...quiet,
    });
    const draft = await payload.create({
      collection: 'news',
      data: {
        title: 'Onze nieuwe website',
        kind: 'article',
        publishedAt: new Date().toISOString(),
        _status: 'draft',
      },
      draft: true,
      ...quiet,
    });
    expect(await ticked(payload)).toMatchObject({ ourClub: true, firstTeam: true, firstArticle: false });

    await payload.update({ collection: 'news', id: draft.id, data: { _status: 'published' }, ...quiet });
    const { recordBackup } = await import('@/lib/cms/globals/SiteChecks/records');
    await recordBackup(payload, new Date().toISOString());
    expect(await ticked(payload)).toMatchObject({ firstArticle: true, backup: true, testMail: false });
  });

  it('ticks the backup once a PostgreSQL dump is recorded, and not for a folder without one', async () => {
    const { payload } = cms;
    const { recordPgDump } = await import('@/scripts/backup/record-pg-dump');
    await payload.updateGlobal({ slug: 'site-checks', data: { lastBackupAt: null } });
    const folder = mkdtempSync(path.join(tmpdir(), 'club-pg-dump-'));
    try {
      await expect(recordPgDump(payload, folder)).rejects.toThrow(/holds no club\.dump/);
      expect(await ticked(payload)).toMatchObject({ backup: false });
      writeFileSync(path.join(folder, 'club.dump'), 'PGDMP');
      const finishedAt = await recordPgDump(payload, folder);
      const backup = (await checks.firstRunChecks(payload)).find((check) => check.item === 'backup');
      expect(backup).toMatchObject({ done: true, at: finishedAt });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('counts the mailboxes once every e-mail field of the `mailboxes` group holds an address', async () => {
    const { payload } = cms;
    const fields = payload.config.globals.find((global) => global.slug === 'club-settings')!.fields;
    const group = fields.find((field) => 'name' in field && field.name === 'mailboxes');
    // Until issue 31 adds the group, the item stays open (and says where it will be).
    expect((await ticked(payload)).mailboxes).toBe(false);
    if (group?.type === 'group') {
      const filled = Object.fromEntries(
        group.fields.flatMap((field) =>
          field.type === 'email' ? [[field.name, `${field.name}@nieuwdorp.example`]] : [],
        ),
      );
      await payload.updateGlobal({ slug: 'club-settings', data: { mailboxes: filled } as never, ...quiet });
      expect((await ticked(payload)).mailboxes).toBe(true);
    }

    // The group is read from the config as it is: through rows, and every e-mail field counts.
    const mailboxes: Field = {
      name: 'mailboxes',
      type: 'group',
      fields: [
        { name: 'tickets', type: 'email' },
        {
          type: 'row',
          fields: [
            { name: 'press', type: 'email' },
            { name: 'note', type: 'text' },
          ],
        },
      ],
    };
    const withGroup = {
      config: { globals: [{ slug: 'club-settings', fields: [mailboxes] }] },
    } as unknown as Payload;
    expect(checks.mailboxesFilled(withGroup, { mailboxes: { tickets: 't@club.example', press: '' } })).toBe(
      false,
    );
    expect(
      checks.mailboxesFilled(withGroup, {
        mailboxes: { tickets: 't@club.example', press: 'p@club.example' },
      }),
    ).toBe(true);
    const withoutGroup = {
      config: { globals: [{ slug: 'club-settings', fields: [] }] },
    } as unknown as Payload;
    expect(checks.mailboxesFilled(withoutGroup, { mailboxes: { tickets: 't@club.example' } })).toBe(false);
  });
});

describe('the test mail', () => {
  it('goes to the admin who asked, through the configured mail server, and ticks its item', async () => {
    const admin = await cms.payload.create({
      collection: 'users',
      data: {
        email: 'it@nieuwdorp.example',
        name: 'Club IT',
        password: 'a long admin passphrase',
        roles: ['admin'],
      },
    });
    const { status, body } = await pressTestMail(admin as unknown as Record<string, unknown>, 'nl');
    expect(status).toBe(200);
    expect(body).toEqual({
      sent: true,
      message: expect.stringContaining('Verstuurd naar it@nieuwdorp.example'),
    });
    const mail = readMail(await sink.waitForMail('it@nieuwdorp.example'));
    expect(mail.subject).toBe('Test-e-mail van de website van de club');
    expect(mail.text).toContain(`127.0.0.1:${sink.port}`);

    const item = (await checks.firstRunChecks(cms.payload)).find((check) => check.item === 'testMail');
    expect(item).toMatchObject({ done: true, server: `127.0.0.1:${sink.port}` });
  });

  it('is refused to an editor and to nobody', async () => {
    const editor = { email: 'editor@nieuwdorp.example', roles: ['editor'] };
    expect((await pressTestMail(editor, 'fr')).status).toBe(403);
    expect((await pressTestMail(null, 'en')).body.message).toBe('Only an admin sends the test e-mail.');
    expect(sink.mails.filter((mail) => mail.to.some((to) => to.includes('editor@')))).toEqual([]);
  });

  const send = (port: number | undefined, deadlineMs?: number) =>
    testMail.sendTestMail({
      transport: nodemailer.createTransport(
        smtp.smtpOptions({ SMTP_HOST: '127.0.0.1', SMTP_PORT: port ?? 1, SMTP_FROM: 'it@club.example' })!,
      ),
      server: port ? `127.0.0.1:${port}` : undefined,
      to: 'it@club.example',
      from: { name: 'Club', address: 'it@club.example' },
      language: 'fr',
      deadlineMs,
    });

  it('says that a mail server is unreachable, and which', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const outcome = await send(port);
    expect(outcome).toMatchObject({
      sent: false,
      reason: 'unreachable',
      detail: expect.stringContaining('ECONNREFUSED'),
    });
  });

  it('gives up on a mail server that never answers within the bound', async () => {
    const started = Date.now();
    const outcome = await send(hung.port(), 1_000);
    expect(outcome).toMatchObject({ sent: false, reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('says that there is no mail server at all, rather than pretending to send', async () => {
    expect(await send(undefined)).toMatchObject({ sent: false, reason: 'noServer' });
    const { testMailFailureTexts } = await import('@/lib/cms/globals/SiteChecks/test-mail-texts');
    expect(testMailFailureTexts.noServer.fr('', '')).toMatch(/^Non envoyé : ce site n’a pas de serveur/);
    expect(testMailFailureTexts.timeout.nl('mail.club.example:587', '')).toContain('mail.club.example:587');
  });
});
