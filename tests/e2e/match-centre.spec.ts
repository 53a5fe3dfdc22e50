import { expect, test, type APIRequestContext } from '@playwright/test';
import { cmsToken, logInToAdmin } from './support/cms';

/** A match of the promises kicking off soon, made for this test alone (no other test's page shows it). */
async function createMatch(request: APIRequestContext): Promise<number> {
  const auth = { Authorization: `JWT ${await cmsToken(request, 'admin')}` };
  const first = async (path: string) =>
    (await (await request.get(path, { headers: auth })).json()).docs[0].id as number;
  const created = await request.post('/api/matches', {
    headers: auth,
    data: {
      team: await first('/api/teams?where[category][equals]=promises&limit=1'),
      opponent: await first('/api/clubs?where[isOwnClub][equals]=false&limit=1'),
      competition: await first('/api/competitions?where[kind][equals]=friendly&limit=1'),
      season: await first('/api/seasons?sort=-startsOn&limit=1'),
      isHome: true,
      kickoff: new Date(Date.now() + 30 * 60_000).toISOString(),
      status: 'scheduled',
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).doc.id;
}

test.describe('the match centre', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test('a match secretary enters the match on a phone; the page shows it without JavaScript', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(60_000);
    const id = await createMatch(request);
    await logInToAdmin(page, 'secretary');
    await page.goto(`/admin/match-centre?match=${id}`);
    // Within the screen: Payload's admin has live regions of its own.
    const screen = page.getByRole('main');
    const notice = screen.getByRole('status');

    await page.getByRole('button', { name: 'Kick-off' }).click();
    await expect(notice).toHaveText('Saved: Kick-off');
    await expect(page.getByText('First half')).toBeVisible();
    // One column at 360 px, and every target big enough for a thumb.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    for (const button of await screen.getByRole('button').all()) {
      expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }

    const [home, away] = await screen.getByRole('group').all();
    await home.getByRole('button', { name: /^Goal/ }).click();
    await expect(page.getByRole('heading', { name: /^Who scored\?/ })).toBeFocused();
    const scorer = page.locator('[class*="players"] button').first();
    const scorerName = (await scorer.innerText()).replace(/^\d+\s*/, '').trim();
    await scorer.click();
    await expect(notice).toContainText(`Saved: ${scorerName}`);

    await away.getByRole('button', { name: /^Yellow card/ }).click();
    await page.getByLabel('Player’s name').fill('Jonas Claes');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(notice).toContainText('Saved: Jonas Claes');

    await home.getByRole('button', { name: /^Substitution/ }).click();
    await page.locator('[class*="players"] button').nth(1).click();
    await expect(page.getByRole('heading', { name: /^Who comes on\?/ })).toBeVisible();
    await page.locator('[class*="players"] button').nth(2).click();
    await expect(notice).toContainText('Saved:');
    await page.getByRole('button', { name: 'Undo last event' }).click();
    await expect(notice).toContainText('Taken back: Substitution');
    await expect(page.getByRole('region', { name: 'Timeline' }).getByRole('listitem')).toHaveCount(3);

    const visitor = await browser.newContext({ javaScriptEnabled: false });
    try {
      const matchPage = await visitor.newPage();
      await matchPage.goto(`/en/games/match/${id}`);
      const board = matchPage.locator(`[data-live-match="${id}"]`);
      await expect(board.getByRole('img', { name: /1, .* 0$/ })).toHaveText('1 – 0');
      await expect(board).toContainText('First half');
      const timeline = board.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
      await expect(timeline).toHaveCount(3);
      await expect(timeline.nth(0)).toContainText('Yellow card for Jonas Claes');
      await expect(timeline.nth(1)).toContainText(`: ${scorerName}`);
      await expect(timeline.nth(2)).toHaveText('Kick-off');
      const data = await matchPage
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts
            .map((script) => JSON.parse(script.textContent ?? '{}'))
            .find((node) => node['@type'] === 'SportsEvent'),
        );
      expect(data).toMatchObject({
        '@type': 'SportsEvent',
        eventStatus: 'https://schema.org/EventScheduled',
      });
      expect(data.description).toMatch(/^First half: .* 1 – 0 /);
    } finally {
      await visitor.close();
    }
  });

  test('over REST, a match secretary writes the live fields of matches and nothing else', async ({
    request,
  }) => {
    const id = await createMatch(request);
    const secretary = { Authorization: `JWT ${await cmsToken(request, 'secretary')}` };
    const before = (await (await request.get(`/api/matches/${id}?depth=0`)).json()) as {
      venue: string | null;
    };

    const patched = await request.patch(`/api/matches/${id}`, {
      headers: secretary,
      data: { venue: 'Elsewhere', live: { status: 'postponed' } },
    });
    expect(patched.ok()).toBe(true);
    expect((await patched.json()).doc).toMatchObject({ venue: before.venue, status: 'postponed' });

    expect(
      (
        await request.post('/api/news', { headers: secretary, data: { title: 'x', kind: 'article' } })
      ).status(),
    ).toBe(403);
    expect((await request.post('/api/globals/ticketing', { headers: secretary, data: {} })).status()).toBe(
      403,
    );
    expect((await request.delete(`/api/matches/${id}`, { headers: secretary })).status()).toBe(403);

    const live = (data: unknown, headers: Record<string, string> = secretary) =>
      request.post(`/api/matches/${id}/live`, { headers, data });
    expect((await live({ action: { type: 'undo' }, expectedVersion: 0 }, {})).status()).toBe(401);
    expect(
      (await live({ action: { type: 'add', event: { kind: 'goal' } }, expectedVersion: 1 })).status(),
    ).toBe(400);
    const stale = await live({ action: { type: 'status', status: 'not-started' }, expectedVersion: 0 });
    expect(stale.status()).toBe(409);
    const current = (await stale.json()).state as { version: number };
    const saved = await live({
      action: { type: 'status', status: 'not-started' },
      expectedVersion: current.version,
    });
    expect(saved.status()).toBe(200);
    expect((await saved.json()).state).toMatchObject({ status: 'not-started', version: current.version + 1 });
  });
});
