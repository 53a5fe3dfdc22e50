import type { Endpoint, PayloadRequest } from 'payload';
import { IMPORT_LIMITS, readImportList } from '../../../domain/newsletter/import-list';
import { readLimited } from '../../../shared/http/json-request';
import { log } from '../../../shared/log/logger';
import { hasRole, type Role } from '../../access';
import { importSubscribers } from './import-list';

const answer = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * `POST /api/newsletter-subscribers/import` (admins): the body is a CSV file (`text/csv`)
 * from the club's previous mailing tool, at most IMPORT_LIMITS. It is read and checked
 * whole first: a file with one bad line is refused with that line's number and nothing
 * is written (400 with a problem code the admin's form words); a good one is written in
 * one transaction (import-list.ts). Answered with what it did, in counts.
 */
export const importEndpoint: Endpoint = {
  path: '/import',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    if (!hasRole(req.user as { roles?: Role[] } | null, 'admin')) return answer(403, { error: 'forbidden' });
    if (!/^text\/(csv|plain)\b/i.test(req.headers.get('content-type') ?? '')) {
      return answer(415, { error: 'csvOnly' });
    }
    const text = await readLimited(req as unknown as Request, IMPORT_LIMITS.bytes);
    if (text === null) return answer(413, { error: 'tooLarge' });
    const reading = readImportList(text);
    if (!reading.ok) return answer(400, { error: reading.problem, line: reading.line });
    const counts = await importSubscribers(req, reading.rows);
    log.info({ counts, user: req.user?.id }, 'newsletter: a list was imported');
    return answer(200, { counts });
  },
};
