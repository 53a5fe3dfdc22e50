import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cmsLabel, cmsWords } from '@/lib/cms/labels';

const root = path.resolve(__dirname, '../..');

/**
 * Files of lib/cms that keep their words inline, and why. Anything else writes an admin
 * word through cmsLabel or cmsWords, so the key test of messages/*.json covers it.
 */
const keptInline: Record<string, string> = {
  'lib/cms/admin/rights-request-texts.ts': 'read by a client component (RightsRequestTool.tsx)',
  'lib/cms/admin/mail-notice-texts.ts': 'imported by the same client component, for adminLanguage',
  'lib/cms/uploads/upload-limit.ts': 'scripts/ and the front cache read its limit without next-intl',
  'lib/cms/search/postgres-engine.ts':
    "PostgreSQL's text search configurations per language, names, not words",
};

function sourcesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder)).flatMap((entry) => {
    const relative = path.posix.join(folder, entry);
    if (statSync(path.join(root, relative)).isDirectory()) return sourcesUnder(relative);
    return /\.tsx?$/.test(entry) ? [relative] : [];
  });
}

/** A Dutch word written in code: `nl: 'Wedstrijd'`, `nl: (x) => \`…\``, or a block `nl: {`. */
const inlineDutch = /\bnl:\s*(?:\([^)]*\)\s*=>\s*)?(?:['"`](?=\p{L})(?![a-z]{2}-[A-Z]{2}['"`])|\{$)/mu;

describe('the admin’s words', () => {
  it('are written in messages/*.json, not inline in lib/cms', () => {
    const inline = sourcesUnder('lib/cms').filter(
      (file) => !(file in keptInline) && inlineDutch.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(inline).toEqual([]);
  });

  it('reach Payload as one text per admin language, as written in each catalogue', () => {
    expect(cmsLabel('Matches.singular')).toEqual({ en: 'Match', nl: 'Wedstrijd', fr: 'Match' });
    // A brace quoted in the catalogue ('{club}') is the editor's text, not a placeholder.
    expect(cmsLabel('ClubSettings.pathSegment.description').nl).toMatch(
      /^De \{club\} in adressen zoals \/nl\/wij-\{club\} /,
    );
  });

  it('fill their placeholders in each language, numbers passed as strings kept as they are', () => {
    const refusal = cmsWords(
      (t) => (latest: number) => t('ClubSettings.refusals.foundedYear', { latest: String(latest) }),
    );
    expect([refusal.en(2026), refusal.nl(2026), refusal.fr(2026)]).toEqual([
      'A year from 1850 to 2026.',
      'Een jaar van 1850 tot 2026.',
      'Une année de 1850 à 2026.',
    ]);
  });
});
