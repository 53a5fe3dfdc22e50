/**
 * GET /api/health/live — the process is up and answering: no I/O, so a hung database or
 * Redis never makes a supervisor restart a process that would come back to the same
 * outage. Whether it can serve is /api/health/ready.
 */
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ status: 'live' }, { headers: { 'Cache-Control': 'no-store' } });
}
