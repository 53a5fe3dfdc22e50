import { z } from 'zod';
import { rateLimiter } from '@/lib/shared/rate-limit';
import { visitorKey } from '@/lib/server/forms/visitor';
import { isSameOrigin, jsonBodyOrRefusal } from '@/lib/shared/http/json-request';
import { log } from '@/lib/shared/log/logger';
import { routePattern } from '@/lib/shared/log/request-log';

const reportSchema = z.object({
  screen: z.enum(['page', 'fatal']),
  digest: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional(),
  type: z.string().max(64).optional(),
  message: z.string().max(300).optional(),
  path: z.string().max(500).startsWith('/'),
});

// Anybody can post here: a few reports per visitor and minute keep the log and Sentry readable.
const allowReport = rateLimiter({ limit: 5, windowMs: 60_000 });

/**
 * POST /api/client-errors — an error screen was shown in a browser
 * (lib/shared/browser/report-error.ts). A server error's screen carries its digest, which the
 * server logged and reported already (instrumentation.ts): a warn line links the two.
 * An error in the browser is logged at error, and so reported to Sentry when set.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isSameOrigin(request)) return Response.json({ error: 'Not from this site.' }, { status: 403 });
  const read = await jsonBodyOrRefusal(request, 2048);
  if (!read.ok) return read.response;
  const parsed = reportSchema.safeParse(read.body);
  if (!parsed.success) return Response.json({ error: 'Not an error report.' }, { status: 400 });
  if (!(await allowReport(visitorKey('client-errors', request)))) return new Response(null, { status: 429 });
  const { screen, digest, type, message, path } = parsed.data;
  const fields = { kind: 'client', screen, route: routePattern(path) };
  if (digest) log.warn({ ...fields, digest }, 'an error screen was shown for a server error');
  else log.error(fields, `an error in the browser: ${type}: ${message}`);
  return new Response(null, { status: 204 });
}
