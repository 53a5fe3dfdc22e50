import { expect, test } from '@playwright/test';
import { messages } from './support/forms';

test.describe('ranking', () => {
  test('shows the table with our club highlighted, and filters by team', async ({ page }) => {
    await page.goto('/nl/wedstrijden/ranking');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      '#',
      'Ploeg',
      'GS',
      'W',
      'G',
      'V',
      'DS',
      'Ptn',
    ]);
    await expect(table.locator('tbody tr')).toHaveCount(16);
    const ours = table.getByRole('row', { name: new RegExp(messages.nl.Ranking.ownClub) });
    await expect(ours).toContainText('KVC Westhoek');
    await expect(ours).toHaveCSS('background-color', 'rgb(255, 243, 196)');

    await page
      .getByRole('navigation', { name: messages.nl.Matches.team, exact: true })
      .getByRole('link', { name: 'Beloften' })
      .click();
    await expect(page).toHaveURL(/team=promises/);
    await expect(page.getByRole('table')).toHaveAccessibleName(/Beloften/);
  });

  test('fits a 360 px wide phone without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/fr/jeux/classement');
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    const [tableWidth, viewport] = await table.evaluate((element) => [
      element.scrollWidth,
      window.innerWidth,
    ]);
    expect(tableWidth).toBeLessThanOrEqual(viewport);
    const ours = table.getByRole('row', { name: new RegExp(messages.fr.Ranking.ownClub) });
    await expect(ours.locator('th > span[aria-hidden="true"]')).toHaveText('WES');
  });
});

test.describe('teams', () => {
  test('the first team squad is grouped by position, staff apart, with photos', async ({ page }) => {
    await page.goto('/en/teams');
    for (const group of ['Goalkeepers', 'Defenders', 'Midfielders', 'Forwards', 'Staff']) {
      await expect(page.getByRole('heading', { name: group, exact: true })).toBeVisible();
    }
    await expect(
      page.getByRole('main').getByRole('listitem').getByRole('article').locator('img').first(),
    ).toBeVisible();
    const html = await (await page.request.get('/en/teams')).text();
    expect(html).toContain('"@type":"SportsTeam"');
  });

  test('the promises, ladies and youth have their squads', async ({ page }) => {
    await page.goto('/fr/equipes?team=promises');
    await expect(page.getByRole('main').getByRole('listitem').getByRole('article').first()).toBeVisible();
    await page
      .getByRole('navigation', { name: messages.fr.Teams.players, exact: true })
      .getByRole('link', { name: 'Dames' })
      .click();
    await expect(page).toHaveURL(/team=ladies/);
    await expect(page.getByRole('main').getByRole('listitem').getByRole('article').first()).toBeVisible();
    await page.goto('/nl/ploegen/westhoek-jeugd');
    await expect(page.locator('section[aria-labelledby^="squad-"]').nth(2)).toBeVisible();
  });
});

test('open trainings list date, training, place and day', async ({ page }) => {
  await page.goto('/nl/open-trainings');
  await expect(page.getByRole('columnheader')).toHaveText(['Datum', 'Training', 'Plaats', 'Dag']);
  const first = page.locator('tbody tr').first();
  await expect(first.locator('td').nth(3)).toHaveText(
    /^(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag)$/,
  );
});

test('home shows the next match with a live countdown, points and the player of the season', async ({
  page,
}) => {
  await page.goto('/en');
  const timer = page.getByRole('timer', { name: 'Kick-off in' });
  await expect(timer).toBeVisible();
  const before = await timer.textContent();
  await expect.poll(async () => timer.textContent(), { timeout: 3_000 }).not.toBe(before);
  const football = page.getByRole('region', { name: 'Next match' });
  const points = football
    .getByRole('heading', { name: 'Points' })
    .locator('xpath=following-sibling::p[1]/span[1]');
  await expect(points).toHaveText(/^\d+$/);
  await expect(page.getByRole('heading', { name: 'Player of the season' })).toBeVisible();
  await expect(football.getByRole('figure').locator('strong')).not.toBeEmpty();
});
