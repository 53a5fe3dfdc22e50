import { createHmac } from 'node:crypto';
import type { CollectionSlug, Field, Payload, PayloadRequest, TypeWithID } from 'payload';
import { commitTransaction, killTransaction } from 'payload';
import { derivedSecret } from '../../../shared/env/derived-secret';
import type { SubscriberDeletion } from '../../../domain/newsletter/consent';
import { beginAtomicWrite } from '../../database';

/** The log of requests about a person's data (this folder's collection). */
export const RIGHTS_LOG = 'rights-requests' as const;

/** A collection that can hold a visitor's address, and where in its documents. */
export type AddressHolder = { slug: CollectionSlug; paths: string[] };

type CollectionLike = { slug: string; auth?: unknown; fields: Field[] };

/**
 * Every collection whose documents can hold an e-mail address (a field of type `email`,
 * at any depth), read from the CMS's own configuration: a new form's collection, or any
 * other that stores an address, is covered without being listed anywhere. Left out: the
 * staff's accounts (auth collections: a colleague's login is removed under Users, never
 * as a side effect of a visitor's request) and this log, which holds no address.
 */
export function addressHolders(collections: CollectionLike[]): AddressHolder[] {
  return collections
    .filter((collection) => !collection.auth && collection.slug !== RIGHTS_LOG)
    .map((collection) => ({ slug: collection.slug as CollectionSlug, paths: emailPaths(collection.fields) }))
    .filter((holder) => holder.paths.length > 0);
}

function emailPaths(fields: Field[], prefix = ''): string[] {
  return fields.flatMap((field): string[] => {
    switch (field.type) {
      case 'email':
        return [`${prefix}${field.name}`];
      case 'group':
        return emailPaths(field.fields, 'name' in field && field.name ? `${prefix}${field.name}.` : prefix);
      case 'array':
        return emailPaths(field.fields, `${prefix}${field.name}.`);
      case 'blocks':
        return field.blocks.flatMap((block) => emailPaths(block.fields, `${prefix}${field.name}.`));
      case 'row':
      case 'collapsible':
        return emailPaths(field.fields, prefix);
      case 'tabs':
        return field.tabs.flatMap((tab) =>
          emailPaths(tab.fields, 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix),
        );
      default:
        return [];
    }
  });
}

/** How an address is compared: a person's address, whatever case it was typed in. */
export function normalisedAddress(address: string): string {
  return address.trim().toLowerCase();
}

/**
 * What the log keeps instead of the address: a keyed hash, so the log names nobody, yet an
 * admin who enters the same address again sees the earlier requests about it.
 */
export function addressHash(address: string): string {
  return createHmac('sha256', derivedSecret('data-request')).update(normalisedAddress(address)).digest('hex');
}

/** Every value a document holds at `path` (arrays and blocks hold several). */
function valuesAt(value: unknown, path: string[]): unknown[] {
  if (Array.isArray(value)) return value.flatMap((item) => valuesAt(item, path));
  if (path.length === 0) return [value];
  if (!value || typeof value !== 'object') return [];
  return valuesAt((value as Record<string, unknown>)[path[0]], path.slice(1));
}

function holdsAddress(doc: unknown, paths: string[], address: string): boolean {
  return paths.some((path) =>
    valuesAt(doc, path.split('.')).some(
      (value) => typeof value === 'string' && normalisedAddress(value) === address,
    ),
  );
}

export type PersonalData = { slug: CollectionSlug; docs: TypeWithID[] }[];

/**
 * Everything the site holds about `address`, per collection (all of them listed, empty or
 * not). Read as the requesting admin, so a field nobody reads (a token's hash) stays out.
 * `like` finds the address in any case on SQLite and PostgreSQL alike; the exact match
 * (case aside) is then checked here, since `like` also matches longer addresses.
 */
export async function personalData(req: PayloadRequest, address: string): Promise<PersonalData> {
  const wanted = normalisedAddress(address);
  const holders = addressHolders(req.payload.config.collections);
  return Promise.all(
    holders.map(async ({ slug, paths }) => {
      const { docs } = await req.payload.find({
        collection: slug,
        where: { or: paths.map((path) => ({ [path]: { like: wanted } })) },
        pagination: false,
        depth: 0,
        overrideAccess: false,
        user: req.user,
        req,
      });
      return { slug, docs: docs.filter((doc) => holdsAddress(doc, paths, wanted)) };
    }),
  );
}

export function countsOf(data: PersonalData): { records: number; perCollection: Record<string, number> } {
  const perCollection = Object.fromEntries(data.map(({ slug, docs }) => [slug, docs.length]));
  return { records: data.reduce((sum, { docs }) => sum + docs.length, 0), perCollection };
}

async function logRequest(
  req: PayloadRequest,
  kind: 'access' | 'erasure',
  address: string,
  data: PersonalData,
): Promise<void> {
  const { records, perCollection } = countsOf(data);
  await req.payload.create({
    collection: RIGHTS_LOG,
    data: {
      kind,
      addressHash: addressHash(address),
      records,
      perCollection,
      handledBy: req.user?.id,
    },
    req,
  });
}

/** The download: everything held about `address`, and the log's entry that it was given. */
export async function exportPersonalData(req: PayloadRequest, address: string, now = new Date()) {
  const data = await personalData(req, address);
  await logRequest(req, 'access', address, data);
  return {
    address: normalisedAddress(address),
    exportedAt: now.toISOString(),
    ...countsOf(data),
    collections: Object.fromEntries(data.map(({ slug, docs }) => [slug, docs])),
  };
}

export class ChangedSinceLookup extends Error {
  constructor(readonly found: number) {
    super('the records held changed since they were counted');
  }
}

/**
 * Erases everything held about `address` and logs it, all or nothing: one transaction
 * around every deletion and the log entry. `expectedRecords` is the count the admin
 * confirmed; if it differs (a form was sent meanwhile), nothing is erased. A real
 * transaction on PostgreSQL and on SQLite alike (lib/cms/database.ts `beginAtomicWrite`).
 */
export async function erasePersonalData(
  req: PayloadRequest,
  address: string,
  expectedRecords: number,
): Promise<{ records: number; perCollection: Record<string, number> }> {
  req.transactionID = (await beginAtomicWrite(req.payload)) ?? undefined;
  try {
    const data = await personalData(req, address);
    const counts = countsOf(data);
    if (counts.records !== expectedRecords) throw new ChangedSinceLookup(counts.records);
    // An erased newsletter subscriber stays on the suppression list, as a keyed hash only.
    Object.assign(req.context, { suppressionReason: 'erased' } satisfies SubscriberDeletion);
    for (const { slug, docs } of data) {
      if (docs.length === 0) continue;
      const { errors } = await req.payload.delete({
        collection: slug,
        where: { id: { in: docs.map((doc) => doc.id) } },
        depth: 0,
        overrideAccess: false,
        user: req.user,
        req,
      });
      if (errors.length > 0) throw new Error(`${errors.length} ${slug} could not be erased`);
    }
    await logRequest(req, 'erasure', address, data);
    await commitTransaction(req);
    return counts;
  } catch (error) {
    await killTransaction(req);
    throw error;
  }
}

/** The earlier requests about `address` (newest first), found by its hash. */
export async function earlierRequests(payload: Payload, address: string) {
  const { docs } = await payload.find({
    collection: RIGHTS_LOG,
    where: { addressHash: { equals: addressHash(address) } },
    sort: '-createdAt',
    limit: 20,
    depth: 0,
  });
  return docs.map(({ kind, createdAt, records }) => ({ kind, createdAt, records }));
}
