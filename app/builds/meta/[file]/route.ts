import { NextResponse } from 'next/server';
import { IMMUTABLE_CACHE_CONTROL } from '@/lib/shared/http/cache-control';

const buildId = process.env.NEXT_PUBLIC_BUILD_ID ?? 'development';

/** GET /builds/meta/{buildId}.json — what this server knows of a build; 404 for another one. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (file !== `${buildId}.json`) return NextResponse.json({ error: 'Unknown build' }, { status: 404 });
  return NextResponse.json({ id: buildId }, { headers: { 'Cache-Control': IMMUTABLE_CACHE_CONTROL } });
}
