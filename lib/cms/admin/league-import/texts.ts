import { feedProblems } from '@/lib/domain/league/feed-problems';
import { cmsWords } from '../../labels';

/**
 * The import panel's words in each admin language (cmsWords). Placeholders the panel fills
 * itself (report-lines.ts) pass through as they are, so the client part carries these
 * strings and no catalogue.
 */
export const leagueImportWords = cmsWords((t) => {
  const keep = (...names: string[]) => Object.fromEntries(names.map((name) => [name, `{${name}}`]));
  return {
    title: t('leagueImport.title'),
    importNow: t('leagueImport.importNow'),
    importFile: t('leagueImport.importFile'),
    file: t('leagueImport.file'),
    working: t('leagueImport.working'),
    saveFirst: t('leagueImport.saveFirst'),
    never: t('leagueImport.never'),
    lastRun: t('leagueImport.lastRun', keep('at')),
    counts: t('leagueImport.counts', keep('created', 'changed', 'unchanged', 'skipped', 'conflicts')),
    refused: t('leagueImport.refused'),
    created: t('leagueImport.created', keep('label')),
    linked: t('leagueImport.linked', keep('label')),
    changed: t('leagueImport.changed', keep('label', 'fields')),
    conflict: t('leagueImport.conflict', keep('label', 'fields')),
    notOurMatch: t('leagueImport.notOurMatch', keep('label')),
    skippedNewClub: t('leagueImport.skippedNewClub', keep('label')),
    newClub: t('leagueImport.newClub', keep('name')),
    ranking: t('leagueImport.ranking'),
    problems: Object.fromEntries(
      feedProblems.map((problem) => [problem, t(`leagueImport.problems.${problem}`, keep('line', 'detail'))]),
    ) as Record<(typeof feedProblems)[number], string>,
  };
});

export type LeagueImportWords = (typeof leagueImportWords)['en'];
