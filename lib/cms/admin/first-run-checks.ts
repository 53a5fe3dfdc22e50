import type { Field, Payload } from 'payload';
import { env } from '../../shared/env';
import { smtpServerName } from '../../domain/mail/smtp';
import { readSiteChecks } from '../globals/SiteChecks/records';

/** What a new club does before its site goes live, in the order the checklist shows it. */
export const firstRunItems = [
  'identity',
  'contactDetails',
  'ourClub',
  'firstTeam',
  'firstArticle',
  'mailboxes',
  'testMail',
  'backup',
] as const;
export type FirstRunItem = (typeof firstRunItems)[number];

export type FirstRunCheck = {
  item: FirstRunItem;
  done: boolean;
  /** Where in the admin it is done; the test mail's button and the backup's command have none. */
  href?: string;
  /** When it last happened, for the records (test mail, backup). */
  at?: string;
  /** The mail server the last test mail went through. */
  server?: string;
};

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** The names of the e-mail fields in `fields`, through rows, collapsibles and named groups (dotted). */
function emailFieldPaths(fields: Field[], prefix = ''): string[] {
  return fields.flatMap((field): string[] => {
    if (field.type === 'email') return [`${prefix}${field.name}`];
    if (field.type === 'group' && 'name' in field && field.name) {
      return emailFieldPaths(field.fields, `${prefix}${field.name}.`);
    }
    if (field.type === 'row' || field.type === 'collapsible' || field.type === 'group') {
      return emailFieldPaths(field.fields, prefix);
    }
    return [];
  });
}

const valueAt = (data: unknown, dotted: string) =>
  dotted
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data);

/**
 * The club's mailboxes: the `mailboxes` group of the club settings (issue 31 adds it), read
 * from the config as it is, so a mailbox added later counts without a change here. Done
 * when the group exists and each of its e-mail fields holds an address.
 */
export function mailboxesFilled(payload: Payload, settings: Record<string, unknown>): boolean {
  const fields = payload.config.globals.find((global) => global.slug === 'club-settings')?.fields ?? [];
  const group = fields.find(
    (field) => field.type === 'group' && 'name' in field && field.name === 'mailboxes',
  );
  if (!group || group.type !== 'group') return false;
  const paths = emailFieldPaths(group.fields);
  return paths.length > 0 && paths.every((dotted) => filled(valueAt(settings.mailboxes, dotted)));
}

/** Each item of the checklist, ticked or not from what the database holds now. */
export async function firstRunChecks(payload: Payload): Promise<FirstRunCheck[]> {
  const admin = payload.config.routes.admin;
  const [settings, contact, ourClubs, teams, published, records] = await Promise.all([
    payload.findGlobal({ slug: 'club-settings', depth: 0 }),
    payload.findGlobal({ slug: 'contact-details', depth: 0 }),
    payload.count({ collection: 'clubs', where: { isOwnClub: { equals: true } } }),
    payload.count({ collection: 'teams' }),
    payload.count({ collection: 'news', where: { _status: { equals: 'published' } } }),
    readSiteChecks(payload),
  ]);
  const server = smtpServerName(env);
  const testMail = records.lastTestMail;
  return [
    { item: 'identity', done: filled(settings.name), href: `${admin}/globals/club-settings` },
    {
      item: 'contactDetails',
      done: (contact.offices?.length ?? 0) > 0,
      href: `${admin}/globals/contact-details`,
    },
    { item: 'ourClub', done: ourClubs.totalDocs > 0, href: `${admin}/collections/clubs` },
    { item: 'firstTeam', done: teams.totalDocs > 0, href: `${admin}/collections/teams` },
    { item: 'firstArticle', done: published.totalDocs > 0, href: `${admin}/collections/news` },
    {
      item: 'mailboxes',
      done: mailboxesFilled(payload, settings as unknown as Record<string, unknown>),
      href: `${admin}/globals/club-settings`,
    },
    {
      item: 'testMail',
      // Through the mail server configured now: a test of another one says nothing of it.
      done: Boolean(server && testMail?.sentAt && testMail.server === server),
      at: testMail?.sentAt ?? undefined,
      server: testMail?.server ?? undefined,
    },
    { item: 'backup', done: Boolean(records.lastBackupAt), at: records.lastBackupAt ?? undefined },
  ];
}
