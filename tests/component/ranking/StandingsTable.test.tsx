import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { StandingsTable } from '@/components/ranking/StandingsTable';
import type { Standing, StandingRow } from '@/lib/data/standings';
import fr from '@/messages/fr.json';
import styles from '@/components/ranking/StandingsTable.module.css';

const row = (
  rank: number,
  name: string,
  points: number,
  goalDifference: number,
  isOwnClub = false,
): StandingRow => ({
  rank,
  club: { name, shortName: name.slice(0, 3).toUpperCase(), logo: null, isOwnClub },
  played: 15,
  won: Math.floor(points / 3),
  draw: points % 3,
  lost: 15 - Math.floor(points / 3) - (points % 3),
  goalDifference,
  points,
});

const standing: Standing = {
  competition: 'Challenger Pro League',
  season: '2026–2027',
  team: 'Équipe première',
  rows: [row(1, 'KSC Leiedal', 34, 15), row(2, 'KVC Westhoek', 31, 9, true), row(3, 'Royal Kempen', 25, -2)],
};

function renderTable() {
  return render(
    <NextIntlClientProvider locale="fr" messages={{ Ranking: fr.Ranking }}>
      <StandingsTable standing={standing} />
    </NextIntlClientProvider>,
  );
}

describe('StandingsTable', () => {
  it('has the SPEC columns, abbreviated with their full names', () => {
    renderTable();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['#', 'Équipe', 'J', 'G', 'N', 'P', 'DB', 'Pts']);
    expect(screen.getByTitle('Différence de buts')).toHaveTextContent('DB');
  });

  it('lists clubs in rank order with signed goal differences', () => {
    renderTable();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      expect.stringContaining('KSC Leiedal'),
      expect.stringContaining('KVC Westhoek'),
      expect.stringContaining('Royal Kempen'),
    ]);
    expect(within(rows[0]).getByText('+15')).toBeInTheDocument();
    expect(within(rows[2]).getByText('-2')).toBeInTheDocument();
  });

  it('highlights our club for sight and for screen readers', () => {
    renderTable();
    const ours = screen.getByRole('row', { name: /KVC Westhoek/ });
    expect(ours).toHaveClass(styles.ownClub);
    expect(within(ours).getByText('(notre club)')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Royal Kempen/ })).not.toHaveClass(styles.ownClub);
  });

  it('is captioned with competition, season and team', () => {
    renderTable();
    expect(
      screen.getByRole('table', { name: 'Challenger Pro League 2026–2027 : Équipe première' }),
    ).toBeInTheDocument();
  });
});
