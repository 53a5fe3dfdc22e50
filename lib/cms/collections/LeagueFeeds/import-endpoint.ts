import type { Endpoint, PayloadRequest } from 'payload';
import { FEED_LIMITS } from '../../../domain/league/limits';
import { readLimitedBytes } from '../../../shared/http/json-request';
import { writesContent, type Role } from '../../access';
import { importFeed } from './import-feed';

const answer = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * `POST /api/league-feeds/:id/import` (the content's writers): "Import now". An empty body
 * imports from the feed's address; a body is a file (CSV or iCalendar, in any encoding
 * decode-bytes.ts reads, at most FEED_LIMITS.bytes) imported instead. Answered with the
 * import's report: 200 when it ran, 422 when the feed or file was refused and nothing written.
 */
export const importEndpoint: Endpoint = {
  path: '/:id/import',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    if (!writesContent(req.user as { roles?: Role[] } | null)) return answer(403, { error: 'forbidden' });
    const id = Number(req.routeParams?.id);
    const { totalDocs } = await req.payload.count({
      collection: 'league-feeds',
      where: { id: { equals: Number.isInteger(id) ? id : -1 } },
    });
    if (totalDocs === 0) return answer(404, { error: 'notFound' });
    const body = await readLimitedBytes(req as unknown as Request, FEED_LIMITS.bytes);
    if (body === null) return answer(413, { problem: 'tooLarge' });
    const report = await importFeed(req.payload, id, body.byteLength > 0 ? body : undefined);
    return answer(report.problem ? 422 : 200, report);
  },
};
