import { NextResponse } from 'next/server';
import { PRIVATE_CACHE_CONTROL } from '@/lib/shared/http/cache-control';

const buildId = process.env.NEXT_PUBLIC_BUILD_ID ?? 'development';
const startedAt = new Date().toISOString();

/** GET /builds/latest.json?<timestamp> — the build this server runs; never cached. */
export function GET() {
  return NextResponse.json(
    { id: buildId, startedAt },
    { headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL } },
  );
}
