import { parseCsv } from '../../shared/csv/parse-csv';
import { isEmailAddress } from '../forms/email-address';
import { isLocale, type Locale } from '../i18n/locales';
import { normalisedAddress, type SuppressionReason } from './suppression';

/**
 * The newsletter's import: a CSV list exported by the club's previous mailing tool, read
 * whole before anything is written, so a file is refused cleanly or imported whole. The
 * columns are found by their header, in the names the common tools and a spreadsheet in
 * our three languages use; `email` and `status` are required, names, language and topics
 * optional.
 */

/**
 * Larger lists are split by the club: the import runs in one transaction, and on SQLite every
 * other write (a sign-up, a form) waits for it. Measured at d66d0ef (Node 20.20.2, the 2-core
 * machine shared with other work): 5,000 rows in 5.7 s and 158 MB more memory; 20,000 rows in
 * 24.7 s and 678 MB, longer than a sign-up waits (7 s) and more than a small server spares.
 */
export const IMPORT_LIMITS = { bytes: 1024 * 1024, rows: 5_000 } as const;

/** What a row asks: a subscription (stored pending until the address confirms) or never to be mailed. */
export type ImportStatus =
  'subscribed' | Extract<SuppressionReason, 'unsubscribed' | 'bounced' | 'complained'>;

export type ImportRow = {
  email: string;
  status: ImportStatus;
  firstName?: string;
  lastName?: string;
  locale?: Locale;
  /** Topic names as the file wrote them, in any of the site's languages (matched when stored). */
  topics?: string[];
};

export type ImportProblem =
  | 'unreadable'
  | 'empty'
  | 'tooLarge'
  | 'tooManyRows'
  | 'noEmailColumn'
  | 'noStatusColumn'
  | 'badEmail'
  | 'badStatus';

export type ImportReading =
  { ok: true; rows: ImportRow[] } | { ok: false; problem: ImportProblem; line?: number };

const header = (...names: string[]) => new Set(names);
const columns = {
  email: header(
    'email',
    'e-mail',
    'email address',
    'e-mail address',
    'emailaddress',
    'e-mailadres',
    'adresse e-mail',
    'mail',
  ),
  status: header('status', 'state', 'statut', 'subscription status'),
  firstName: header(
    'first name',
    'firstname',
    'first_name',
    'fname',
    'given name',
    'voornaam',
    'prénom',
    'prenom',
  ),
  lastName: header(
    'last name',
    'lastname',
    'last_name',
    'lname',
    'surname',
    'family name',
    'achternaam',
    'nom',
  ),
  locale: header('language', 'locale', 'lang', 'taal', 'langue'),
  topics: header('topics', 'topic', 'groups', 'interests', 'onderwerpen', 'thèmes', 'themes'),
};

/** The names in a topics cell, as tools write several in one (our export's `; ` among them). */
function topicNames(cell: string): string[] | undefined {
  const names = cell
    .split(/[;,|]/)
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 ? names : undefined;
}

/** The previous tools' words for a status, and what each means here. */
const statuses: Record<string, ImportStatus> = {
  subscribed: 'subscribed',
  confirmed: 'subscribed',
  active: 'subscribed',
  'opted in': 'subscribed',
  'opt-in': 'subscribed',
  unsubscribed: 'unsubscribed',
  'opted out': 'unsubscribed',
  'opt-out': 'unsubscribed',
  bounced: 'bounced',
  cleaned: 'bounced',
  'hard bounce': 'bounced',
  invalid: 'bounced',
  complained: 'complained',
  spam: 'complained',
  blocklisted: 'complained',
  blacklisted: 'complained',
};

const key = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');

/** Reads the file, or says which line (1 is the header) it was refused for. */
export function readImportList(text: string): ImportReading {
  if (Buffer.byteLength(text) > IMPORT_LIMITS.bytes) return { ok: false, problem: 'tooLarge' };
  const table = parseCsv(text);
  if (!table) return { ok: false, problem: 'unreadable' };
  const [head, ...body] = table;
  if (!head || body.length === 0) return { ok: false, problem: 'empty' };
  if (body.length > IMPORT_LIMITS.rows) return { ok: false, problem: 'tooManyRows' };
  const names = head.map(key);
  const at = (column: Set<string>) => names.findIndex((name) => column.has(name));
  const index = {
    email: at(columns.email),
    status: at(columns.status),
    firstName: at(columns.firstName),
    lastName: at(columns.lastName),
    locale: at(columns.locale),
    topics: at(columns.topics),
  };
  if (index.email < 0) return { ok: false, problem: 'noEmailColumn' };
  if (index.status < 0) return { ok: false, problem: 'noStatusColumn' };
  const rows: ImportRow[] = [];
  for (const [offset, cells] of body.entries()) {
    const line = offset + 2;
    const cellAt = (column: number) => (column < 0 ? '' : (cells[column] ?? '').trim());
    const email = normalisedAddress(cellAt(index.email));
    if (!isEmailAddress(email)) return { ok: false, problem: 'badEmail', line };
    const status = statuses[key(cellAt(index.status))];
    if (!status) return { ok: false, problem: 'badStatus', line };
    const language = key(cellAt(index.locale)).slice(0, 2);
    rows.push({
      email,
      status,
      firstName: cellAt(index.firstName) || undefined,
      lastName: cellAt(index.lastName) || undefined,
      locale: isLocale(language) ? language : undefined,
      topics: topicNames(cellAt(index.topics)),
    });
  }
  return { ok: true, rows };
}
