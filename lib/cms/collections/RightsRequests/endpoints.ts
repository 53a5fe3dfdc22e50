import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload';
import { isEmailAddress } from '../../../domain/forms/email-address';
import { log } from '../../../shared/log/logger';
import { hasRole, type Role } from '../../access';
import {
  ChangedSinceLookup,
  countsOf,
  earlierRequests,
  erasePersonalData,
  exportPersonalData,
  personalData,
} from './personal-data';

type Body = { email: string; expectedRecords?: number };
type Refusal = { status: number; error: string };

const refusal = ({ status, error }: Refusal) =>
  Response.json({ error }, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * The address always travels in a POST body, never in a URL (which lands in logs and in
 * the browser's history), and is checked by the site's one e-mail rule.
 */
async function readBody(req: PayloadRequest, needsCount: boolean): Promise<Body | Refusal> {
  if (!hasRole(req.user as { roles?: Role[] } | null, 'admin')) return { status: 403, error: 'forbidden' };
  if (!req.headers.get('content-type')?.startsWith('application/json')) {
    return { status: 415, error: 'jsonOnly' };
  }
  let body: unknown;
  try {
    body = await req.json!();
  } catch {
    return { status: 400, error: 'notJson' };
  }
  const { email, expectedRecords } = (body ?? {}) as Record<string, unknown>;
  if (typeof email !== 'string' || email.length > 254 || !isEmailAddress(email.trim())) {
    return { status: 400, error: 'invalidAddress' };
  }
  if (needsCount && !(Number.isInteger(expectedRecords) && (expectedRecords as number) >= 0)) {
    return { status: 400, error: 'confirmationMissing' };
  }
  return { email: email.trim(), expectedRecords: expectedRecords as number | undefined };
}

const post = (
  path: string,
  handler: (req: PayloadRequest, body: Body) => Promise<Response>,
  needsCount = false,
): Endpoint => ({
  path,
  method: 'post',
  handler: (async (req) => {
    const body = await readBody(req, needsCount);
    if ('error' in body) return refusal(body);
    return handler(req, body);
  }) satisfies PayloadHandler,
});

/** What the site holds, counted per collection, and the earlier requests about the address. */
const lookup = post('/lookup', async (req, { email }) => {
  const [data, earlier] = await Promise.all([personalData(req, email), earlierRequests(req.payload, email)]);
  return Response.json({ ...countsOf(data), earlier }, { headers: { 'Cache-Control': 'no-store' } });
});

/** One JSON file with every record held about the address; logged as an access request. */
const download = post('/export', async (req, { email }) => {
  const file = await exportPersonalData(req, email);
  log.info({ kind: 'access', records: file.records }, 'data request answered: personal data exported');
  return new Response(JSON.stringify(file, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="personal-data-${file.exportedAt.slice(0, 10)}.json"`,
      'Cache-Control': 'no-store',
    },
  });
});

/** Deletes every record held about the address in one transaction, and logs it. */
const erase = post(
  '/erase',
  async (req, { email, expectedRecords }) => {
    try {
      const counts = await erasePersonalData(req, email, expectedRecords!);
      log.info({ kind: 'erasure', records: counts.records }, 'data request answered: personal data erased');
      return Response.json(counts, { headers: { 'Cache-Control': 'no-store' } });
    } catch (error) {
      if (error instanceof ChangedSinceLookup) {
        return Response.json(
          { error: 'changedSinceLookup', records: error.found },
          { status: 409, headers: { 'Cache-Control': 'no-store' } },
        );
      }
      throw error;
    }
  },
  true,
);

export const rightsRequestEndpoints: Endpoint[] = [lookup, download, erase];
