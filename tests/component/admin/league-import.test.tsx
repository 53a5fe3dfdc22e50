import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { UIFieldServerProps } from 'payload';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportReport } from '@/lib/domain/league/report';

// Payload's button is its admin's look, not this test's concern.
vi.mock('@payloadcms/ui', () => ({
  Button: ({ children, onClick, disabled }: React.ButtonHTMLAttributes<HTMLButtonElement>) => (
    <button type="button" onClick={onClick} disabled={disabled}>
      {children}
    </button>
  ),
}));
const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const { LeagueImportPanel } = await import('@/lib/cms/admin/league-import/LeagueImportPanel');

const report = (overrides: Partial<ImportReport> = {}): ImportReport => ({
  at: '2030-08-20T08:00:00.000Z',
  source: 'url',
  created: 1,
  changed: 1,
  unchanged: 30,
  skipped: 1,
  conflicts: 1,
  items: [
    { outcome: 'created', uid: 'm1', label: 'Home – Away, 2030-08-17' },
    {
      outcome: 'conflict',
      uid: 'm2',
      label: 'Away – Home, 2030-08-24',
      fields: ['venue'],
      reason: 'handEdited',
    },
    { outcome: 'newClub', label: 'Olympic Wervik' },
  ],
  ...overrides,
});

const panel = (data: Record<string, unknown>, language = 'en', id: number | null = 7) =>
  render(
    LeagueImportPanel({ data, id: id ?? undefined, i18n: { language } } as unknown as UIFieldServerProps),
  );

afterEach(() => vi.unstubAllGlobals());

describe('a league feed’s import panel', () => {
  it('shows what the last import did, line by line, in the admin’s language', () => {
    panel({ lastReport: report() });
    const shown = screen.getByTestId('league-import-report');
    expect(shown).toHaveTextContent(
      '1 created, 1 changed, 30 unchanged, 1 skipped, 1 kept as edited by hand.',
    );
    expect(shown).toHaveTextContent('Kept as edited by hand: Away – Home, 2030-08-24 (venue)');
    expect(shown).toHaveTextContent('New club: Olympic Wervik.');
  });

  it('says why nothing was imported', () => {
    panel({ lastReport: report({ problem: 'otherSeason', line: 3, detail: '2029-08-17', items: [] }) }, 'nl');
    expect(screen.getByTestId('league-import-report')).toHaveTextContent(
      'Er werd niets geïmporteerd. Regel 3: 2029-08-17 valt buiten de data van dit seizoen',
    );
  });

  it('imports at the press of a button and reads the answer out', async () => {
    const fetch = vi.fn(async () => Response.json(report({ created: 3, items: [] })));
    vi.stubGlobal('fetch', fetch);
    panel({}, 'fr');
    expect(screen.getByText('Pas encore importé.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Importer maintenant' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 créés'));
    expect(fetch).toHaveBeenCalledWith(
      '/api/league-feeds/7/import',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(refresh).toHaveBeenCalled();
  });

  it('asks to save a new feed first', () => {
    panel({}, 'en', null);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Save the feed first, then import.')).toBeInTheDocument();
  });
});
