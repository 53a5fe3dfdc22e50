import type { CollectionSlug, Endpoint, Payload, PayloadRequest, Where } from 'payload';
import { handlesInbox, type InboxRole, type Role } from '../../access';
import { toCsv } from './csv';
import { dayRangeWhere, parseDayRange, type DayRange } from './day-range';

type CsvExport = {
  slug: CollectionSlug;
  /** Besides admins, who may export. */
  role: InboxRole;
  columns: string[];
  /** The date the range of days applies to. */
  dateField: string;
  /** Which documents are exported at all (e.g. confirmed subscribers only). */
  where?: Where;
  /** Turns stored values into what a spreadsheet reader wants (an address for an id). */
  rows?: (payload: Payload, rows: Record<string, unknown>[]) => Promise<Record<string, unknown>[]>;
};

/**
 * `GET /api/<slug>/csv?from=YYYY-MM-DD&to=YYYY-MM-DD`: the collection as CSV for a
 * spreadsheet or a mailing tool, optionally limited to days (Brussels time, both
 * included). Admins and the staff of this part of the inbox only; a malformed range
 * is a 400, never an export of other rows than asked. Each export is logged: it
 * takes personal data out of the site.
 */
export function csvExportEndpoint({ slug, role, columns, dateField, where, rows }: CsvExport): Endpoint {
  return {
    path: '/csv',
    method: 'get',
    handler: async (req: PayloadRequest) => {
      if (!handlesInbox(req.user as { roles?: Role[] } | null, role)) {
        return Response.json({ error: 'forbidden' }, { status: 403 });
      }
      const parsed = parseDayRange(req.searchParams ?? new URLSearchParams());
      if (!parsed.ok) {
        return Response.json(
          { error: 'invalidRange', field: parsed.problem, message: rangeProblems[parsed.problem] },
          { status: 400 },
        );
      }
      const { docs } = await req.payload.find({
        collection: slug,
        where: { and: [...(where ? [where] : []), dayRangeWhere(dateField, parsed.range)] },
        pagination: false,
        depth: 0,
        sort: `-${dateField}`,
        overrideAccess: false,
        user: req.user,
      });
      const stored = docs as unknown as Record<string, unknown>[];
      const exported = rows ? await rows(req.payload, stored) : stored;
      req.payload.logger.info({ msg: 'CSV export', collection: slug, user: req.user?.id, rows: docs.length });
      return new Response(toCsv(columns, exported), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${fileName(slug, parsed.range)}"`,
          'Cache-Control': 'no-store',
        },
      });
    },
  };
}

const rangeProblems: Record<'from' | 'to' | 'order', string> = {
  from: '`from` must be one day written YYYY-MM-DD.',
  to: '`to` must be one day written YYYY-MM-DD.',
  order: '`from` must not be after `to`.',
};

function fileName(slug: string, { from, to }: DayRange): string {
  return `${[slug, from && `from-${from}`, to && `to-${to}`].filter(Boolean).join('-')}.csv`;
}
