import { EmptyState } from '@/components/layout/EmptyState';
import type { Match } from '@/lib/data/matches';
import { MatchCard } from './MatchCard';
import styles from './MatchList.module.css';

/** The matches of one filter set, or the SPEC §8 empty state. */
export function MatchList({ matches, emptyLabel }: { matches: Match[]; emptyLabel: string }) {
  if (matches.length === 0) return <EmptyState message={emptyLabel} />;
  return (
    <ol className={styles.list}>
      {matches.map((match) => (
        <li key={match.id}>
          <MatchCard match={match} />
        </li>
      ))}
    </ol>
  );
}
