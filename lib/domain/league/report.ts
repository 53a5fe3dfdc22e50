import type { FeedProblem } from './feed-problems';

/** What happened to one match or row, for the editor: `fields` are the ones concerned. */
export type ReportItem = {
  /** `linked`: a match an editor had entered by hand, now the league's (import-calendar.ts). */
  outcome: 'created' | 'linked' | 'changed' | 'skipped' | 'conflict' | 'newClub';
  /** The league's id of the match, and where it was in the file. */
  uid?: string;
  line?: number;
  /** "Home – Away, 2026-08-15" as the feed wrote it, or a club's name as the feed wrote it. */
  label: string;
  fields?: string[];
  /** Why it was skipped: another club's match, a club the site does not know yet… */
  reason?: 'notOurMatch' | 'newClub' | 'handEdited';
};

/**
 * One import's account, stored on the feed and shown in the admin. `problem` set means the
 * feed or file was refused and nothing at all was written; otherwise the counts say what was.
 */
export type ImportReport = {
  at: string;
  source: 'url' | 'file';
  problem?: FeedProblem;
  line?: number;
  detail?: string;
  created: number;
  changed: number;
  unchanged: number;
  skipped: number;
  conflicts: number;
  /** Every created, changed, skipped and conflicting one, up to REPORT_ITEMS. */
  items: ReportItem[];
};

/** A season's feed has a few hundred matches at most; past this the counts still say all. */
export const REPORT_ITEMS = 500;

export function emptyReport(source: ImportReport['source'], at = new Date()): ImportReport {
  return {
    at: at.toISOString(),
    source,
    created: 0,
    changed: 0,
    unchanged: 0,
    skipped: 0,
    conflicts: 0,
    items: [],
  };
}

export function note(report: ImportReport, item: ReportItem): void {
  if (report.items.length < REPORT_ITEMS) report.items.push(item);
}
