import { useTranslations } from 'next-intl';
import { Picture } from '@/components/ui/Picture';
import type { Standing } from '@/lib/data/standings';
import table from '@/components/ui/table.module.css';
import styles from './StandingsTable.module.css';

const columns = ['played', 'won', 'draw', 'lost', 'goalDifference', 'points'] as const;

/**
 * The league table (SPEC §3 columns). On a phone the headers shrink to their
 * abbreviations and the clubs to their short names; our club's row stands out.
 * Not async: it renders on the server and in component tests alike.
 */
export function StandingsTable({ standing }: { standing: Standing }) {
  const t = useTranslations('Ranking');
  return (
    <div
      className={table.scroll}
      role="region"
      aria-label={t('caption', {
        competition: standing.competition,
        season: standing.season,
        team: standing.team,
      })}
      tabIndex={0}
    >
      <table className={`${table.table} ${styles.standings}`}>
        <caption>
          {t('caption', { competition: standing.competition, season: standing.season, team: standing.team })}
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <abbr title={t('rank')}>#</abbr>
            </th>
            <th scope="col" className={styles.team}>
              {t('team')}
            </th>
            {columns.map((column) => (
              <th scope="col" key={column}>
                <abbr title={t(column)}>{t(`${column}Short`)}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {standing.rows.map((row) => (
            <tr key={row.club.name} className={row.club.isOwnClub ? styles.ownClub : undefined}>
              <td>{row.rank}</td>
              <th scope="row" className={styles.team}>
                {row.club.logo && <Picture src={row.club.logo.url} alt="" width={24} height={24} />}
                <span className={styles.name}>{row.club.name}</span>
                <span className={styles.short} aria-hidden="true">
                  {row.club.shortName}
                </span>
                {row.club.isOwnClub && <span className="visually-hidden"> ({t('ownClub')})</span>}
              </th>
              <td>{row.played}</td>
              <td>{row.won}</td>
              <td>{row.draw}</td>
              <td>{row.lost}</td>
              <td>{row.goalDifference > 0 ? `+${row.goalDifference}` : row.goalDifference}</td>
              <td className={styles.points}>{row.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
