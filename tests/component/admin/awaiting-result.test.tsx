import { render, screen } from '@testing-library/react';
import type { DefaultServerCellComponentProps, UIFieldServerProps } from 'payload';
import { describe, expect, it, vi } from 'vitest';

// Payload's banner is its admin's look, not this test's concern.
vi.mock('@payloadcms/ui', () => ({
  Banner: ({ children }: { children: React.ReactNode }) => <div>{children}</div>,
}));

const { AwaitingResultCell, AwaitingResultNotice } =
  await import('@/lib/cms/admin/awaiting-result/AwaitingResult');

const day = 86_400_000;
const match = (kickoffFromNow: number, status = 'scheduled', live?: { status: string }) => ({
  id: 1,
  kickoff: new Date(Date.now() + kickoffFromNow).toISOString(),
  status,
  score: {},
  live,
});

function cell(row: ReturnType<typeof match>, language: string) {
  const props = { rowData: row, i18n: { language } } as unknown as DefaultServerCellComponentProps;
  const element = AwaitingResultCell(props);
  return element ? render(element).container.textContent : null;
}

describe('the admin flags a match past its kick-off whose result was never entered', () => {
  it('in the list, in the admin’s language', () => {
    expect(cell(match(-60 * day), 'nl')).toBe('Uitslag ontbreekt');
    expect(cell(match(-60 * day, 'tbc'), 'fr')).toBe('Résultat manquant');
  });

  it('not a match to come, one finished or postponed, nor one being played live', () => {
    expect(cell(match(3 * day), 'en')).toBeNull();
    expect(cell(match(-60 * day, 'finished'), 'en')).toBeNull();
    expect(cell(match(-60 * day, 'postponed'), 'en')).toBeNull();
    expect(cell(match(-day / 48, 'scheduled', { status: 'first-half' }), 'en')).toBeNull();
  });

  it('on top of its screen, saying what to enter', () => {
    const props = { data: match(-60 * day), i18n: { language: 'en' } } as unknown as UIFieldServerProps;
    render(AwaitingResultNotice(props)!);
    expect(screen.getByRole('note')).toHaveTextContent(/enter its result/);
  });
});
