import { roles, type Role } from './index';

/**
 * Who may do what in the CMS, every role against every collection, global, version
 * history, Payload's own bookkeeping and every custom endpoint: the one table the access
 * functions of lib/cms are held to. tests/integration/role-matrix.test.ts walks all of it
 * as each role (access functions, the local API and REST; GraphQL is off) and fails on a
 * collection, global, endpoint or role that has no row here, so none ships without one.
 * docs/security.md prints it for people.
 *
 * `all`: every document; `some`: the access answers with a query (published documents
 * only, one's own account, one's own preferences); left out: refused.
 */
export type Audience = Role | 'anonymous';
export type Right = Partial<Record<Audience, 'all' | 'some'>>;

export type CollectionRights = {
  read: Right;
  /** The version history (drafts, autosaves), for collections that keep one. */
  readVersions?: Right;
  create: Right;
  update: Right;
  delete: Right;
  /** Fields narrower than their document: who reads or updates each (checked on its access). */
  fields?: Record<string, { read?: Right; update?: Right }>;
};
export type GlobalRights = { read: Right; update: Right; fields?: CollectionRights['fields'] };

const all = (...who: Audience[]): Right => Object.fromEntries(who.map((one) => [one, 'all']));
const some = (...who: Audience[]): Right => Object.fromEntries(who.map((one) => [one, 'some']));

const signedIn: Audience[] = roles;
const everyone: Audience[] = ['anonymous', ...roles];
const nobody: Right = {};
const writers = all('admin', 'editor');
const admins = all('admin');
const othersThanWriters = everyone.filter((one) => one !== 'admin' && one !== 'editor');

/** Sports data, media: everyone reads, the content's writers write. */
const publicContent: CollectionRights = {
  read: all(...everyone),
  create: writers,
  update: writers,
  delete: writers,
};

/** Editorial content with drafts: the published documents for everyone, drafts and history for writers. */
const editorial: CollectionRights = {
  read: { ...some(...othersThanWriters), ...writers },
  readVersions: writers,
  create: writers,
  update: writers,
  delete: writers,
};

/** A part of the inbox: admins and its staff read and work through it; the form stores, nobody creates. */
const inboxPart = (staff: Role): CollectionRights => ({
  read: all('admin', staff),
  create: nobody,
  update: all('admin', staff),
  delete: admins,
});

export const collectionRights: Record<string, CollectionRights> = {
  matches: {
    ...publicContent,
    // The secretary's save goes through the live entry endpoint only (below), and changes the live fields only.
    update: all('admin', 'editor', 'match-secretary'),
    fields: {
      live: { update: nobody },
      score: { update: writers },
      status: { update: writers },
      kickoff: { update: writers },
    },
  },
  teams: publicContent,
  people: publicContent,
  standings: publicContent,
  competitions: publicContent,
  seasons: publicContent,
  clubs: publicContent,
  // Where the league publishes a team's calendar or ranking, and the imports' reports: the
  // content's writers', who would otherwise type the matches; nothing of it is public.
  'league-feeds': { read: writers, create: writers, update: writers, delete: writers },
  'open-trainings': publicContent,
  media: publicContent,
  news: editorial,
  videos: editorial,
  'history-chapters': editorial,
  pages: editorial,
  faqs: editorial,
  partners: editorial,
  'fan-clubs': editorial,
  'vip-reservations': inboxPart('business'),
  'ticket-requests': inboxPart('ticketing'),
  'contact-messages': inboxPart('community'),
  'mascot-visits': inboxPart('community'),
  // The community staff read (and export) the list; only admins change it or import into it.
  'newsletter-subscribers': {
    read: all('admin', 'community'),
    create: admins,
    update: admins,
    delete: admins,
  },
  // Keyed hashes of addresses never to mail again: read by those who read the list, written by the server alone.
  'newsletter-suppressions': {
    read: all('admin', 'community'),
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  // Editions: written and sent by the community staff and admins; changed only before they go out.
  'newsletter-editions': {
    read: all('admin', 'community'),
    create: all('admin', 'community'),
    update: some('admin', 'community'),
    delete: some('admin', 'community'),
  },
  // One row per recipient of an edition: followed by those who send, written by the send job alone.
  'newsletter-deliveries': {
    read: all('admin', 'community'),
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  // The topics subscribers may choose: defined by those who send; read server-side by the preferences page, never public.
  'newsletter-topics': {
    read: all('admin', 'community'),
    create: all('admin', 'community'),
    update: all('admin', 'community'),
    delete: all('admin', 'community'),
  },
  // A visitor's request under the privacy law: its record is written by the admin-only endpoints.
  'rights-requests': { read: admins, create: nobody, update: nobody, delete: nobody },
  users: {
    // Each account reads itself and the inbox colleagues it may assign work to; admins every account.
    read: { ...some(...roles), ...admins },
    create: admins,
    update: { ...some(...roles), ...admins },
    delete: admins,
    fields: { roles: { update: admins } },
  },
  redirects: { read: writers, create: admins, update: admins, delete: admins },
  // Payload's own: the key-value store and the jobs queue are the server's alone.
  'payload-kv': { read: nobody, create: nobody, update: nobody, delete: nobody },
  'payload-jobs': { read: nobody, create: nobody, update: nobody, delete: nobody },
  // Who is editing what: read by all staff, taken over (in one's own name) or released; made by the admin's server.
  'payload-locked-documents': {
    read: all(...signedIn),
    create: nobody,
    update: all(...signedIn),
    delete: all(...signedIn),
  },
  // Each account's own admin preferences.
  'payload-preferences': {
    read: some(...signedIn),
    create: all(...signedIn),
    update: some(...signedIn),
    delete: some(...signedIn),
  },
  // The applied migrations: the migration command's, through the local API.
  'payload-migrations': { read: nobody, create: nobody, update: nobody, delete: nobody },
};

export const globalRights: Record<string, GlobalRights> = {
  'club-settings': {
    read: all(...everyone),
    update: admins,
    // The staff's mailboxes, the mail sender and the retention are the server's and the admins'.
    fields: {
      mailboxes: { read: admins },
      mail: { read: admins },
      retention: { read: admins },
      newsletter: { read: admins },
    },
  },
  'home-highlights': { read: all(...everyone), update: writers },
  ticketing: { read: all(...everyone), update: writers },
  hospitality: { read: all(...everyone), update: writers },
  'contact-details': { read: all(...everyone), update: writers },
  // The site's own checks (last backup, last test mail): written by the server only.
  'site-checks': { read: admins, update: nobody },
  'payload-jobs-stats': { read: admins, update: admins },
};

/** Who unlocks an account locked out after wrong passwords (`POST /api/users/unlock`). */
export const unlockRight: Right = admins;

/**
 * The custom endpoints, by `<collection or globals/slug> <METHOD> <path>`, and who may call
 * them; the rest get 401 or 403. Payload's standard routes (list, by id, versions, access,
 * duplicate, count, auth) follow the collection's rights above.
 */
export const endpointRights: Record<string, Right> = {
  'matches POST /:id/live': all('admin', 'editor', 'match-secretary'),
  'vip-reservations GET /csv': all('admin', 'business'),
  'ticket-requests GET /csv': all('admin', 'ticketing'),
  'contact-messages GET /csv': all('admin', 'community'),
  'mascot-visits GET /csv': all('admin', 'community'),
  'newsletter-subscribers GET /csv': all('admin', 'community'),
  'newsletter-subscribers POST /import': admins,
  'newsletter-editions GET /:id/preview': all('admin', 'community'),
  'newsletter-editions POST /:id/test': all('admin', 'community'),
  'newsletter-editions POST /:id/send': all('admin', 'community'),
  // "Import now" on a league feed: fetches its address (public https only) or imports a file.
  'league-feeds POST /:id/import': writers,
  'rights-requests POST /lookup': admins,
  'rights-requests POST /export': admins,
  'rights-requests POST /erase': admins,
  'globals/site-checks POST /test-mail': admins,
  'payload-jobs GET /run': admins,
  'payload-jobs GET /handle-schedules': admins,
  // A visitor has no preferences: answered with none.
  'payload-preferences GET /:key': some(...everyone),
  'payload-preferences POST /:key': some(...signedIn),
  'payload-preferences DELETE /:key': some(...signedIn),
  'media GET /file/:filename': all(...everyone),
  // Pasting a file from an address is off: every signed-in account is told so (400).
  'media GET /paste-url/:id?': all(...signedIn),
  // The SEO plugin's suggestions for a document being edited: anyone who may open the admin,
  // for a document the account may read (or create).
  'root POST /plugin-seo/generate-title': all(...signedIn),
  'root POST /plugin-seo/generate-description': all(...signedIn),
  'root POST /plugin-seo/generate-url': all(...signedIn),
  'root POST /plugin-seo/generate-image': all(...signedIn),
};
