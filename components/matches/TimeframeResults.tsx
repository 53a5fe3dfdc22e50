'use client';

import { useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';

/**
 * Picks what the `timeframe` query asks for (SPEC §2: upcoming or past) on a
 * page that stays static: the query is read in the browser.
 */
export function TimeframeResults({ upcoming, past }: { upcoming: ReactNode; past: ReactNode }) {
  const timeframe = useSearchParams().get('timeframe');
  return <>{timeframe === 'past' ? past : upcoming}</>;
}
