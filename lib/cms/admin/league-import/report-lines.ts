import type { ImportReport } from '@/lib/domain/league/report';
import type { LeagueImportWords } from './texts';

const fill = (text: string, values: Record<string, unknown>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

/**
 * An import's report as sentences for the editor: the summary (counts, or why nothing was
 * imported), then one line per created, changed, kept or skipped match and per new club.
 * Shared by the panel's server part (the stored report) and its button (a fresh one).
 */
export function reportLines(
  report: ImportReport,
  words: LeagueImportWords,
): { summary: string; problem: boolean; lines: string[] } {
  const summary = report.problem
    ? `${words.refused} ${fill(words.problems[report.problem] ?? words.problems.failed, report)}`
    : fill(words.counts, report);
  const lines = report.items.map((item) => {
    const values = { label: item.label || words.ranking, name: item.label, fields: item.fields?.join(', ') };
    if (item.outcome === 'newClub') return fill(words.newClub, values);
    if (item.outcome === 'skipped')
      return fill(item.reason === 'newClub' ? words.skippedNewClub : words.notOurMatch, values);
    return fill(words[item.outcome], values);
  });
  return { summary, problem: Boolean(report.problem), lines };
}
