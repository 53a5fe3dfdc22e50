import type { UIFieldServerProps } from 'payload';
import type { ImportReport } from '@/lib/domain/league/report';
import { TIME_ZONE } from '@/lib/domain/i18n/locales';
import { adminLanguage } from '../mail-notice-texts';
import { ImportNowButton } from './ImportNowButton';
import { reportLines } from './report-lines';
import { leagueImportWords } from './texts';

const styles = `
.league-import { margin: calc(var(--base) / 2) 0 var(--base); padding: calc(var(--base) / 2); border: 1px solid var(--theme-elevation-150); border-radius: var(--style-radius-s, 4px); }
.league-import h3 { font-size: 1rem; margin: 0 0 calc(var(--base) / 4); }
.league-import__actions { display: flex; flex-wrap: wrap; gap: calc(var(--base) / 2); align-items: center; }
.league-import__actions p { flex-basis: 100%; margin: 0; }
.league-import__problem { color: var(--theme-error-500); }
.league-import ul { margin: calc(var(--base) / 4) 0 0; padding-left: 1.2em; max-height: 20rem; overflow: auto; }
`;

/**
 * On a league feed's screen: the import buttons, and what the last import did, line by line
 * (lib/domain/league/report.ts). A new feed is saved before it can be imported.
 */
export function LeagueImportPanel({ data, i18n, id }: UIFieldServerProps) {
  const language = adminLanguage(i18n?.language);
  const words = leagueImportWords[language];
  const report = (data?.lastReport ?? null) as ImportReport | null;
  const shown = report ? reportLines(report, words) : null;
  const at = report ? new Date(report.at).toLocaleString(language, { timeZone: TIME_ZONE }) : '';
  return (
    <section className="league-import" aria-label={words.title}>
      <style>{styles}</style>
      <h3>{words.title}</h3>
      {id ? (
        <ImportNowButton action={`/api/league-feeds/${id}/import`} words={words} />
      ) : (
        <p>{words.saveFirst}</p>
      )}
      {shown ? (
        <div data-testid="league-import-report">
          <p>{words.lastRun.replace('{at}', at)}</p>
          <p className={shown.problem ? 'league-import__problem' : undefined}>{shown.summary}</p>
          {shown.lines.length > 0 && (
            <ul>
              {shown.lines.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        <p>{words.never}</p>
      )}
    </section>
  );
}
