import { expect, test, type APIRequestContext } from '@playwright/test';
import { cmsToken, logInToAdmin } from './support/cms';

/**
 * A match of a youth team kicking off in ten minutes (its pages follow it live from a quarter
 * of an hour before), made for this test alone: the matches screen lists the first team's and
 * the promises' matches, which other tests compare between two loads, so no other test's page
 * shows it.
 */
async function createMatch(request: APIRequestContext): Promise<number> {
  const auth = { Authorization: `JWT ${await cmsToken(request, 'admin')}` };
  const first = async (path: string) =>
    (await (await request.get(path, { headers: auth })).json()).docs[0].id as number;
  const created = await request.post('/api/matches', {
    headers: auth,
    data: {
      team: await first('/api/teams?where[category][equals]=youth&limit=1'),
      opponent: await first('/api/clubs?where[isOwnClub][equals]=false&limit=1'),
      competition: await first('/api/competitions?where[kind][equals]=friendly&limit=1'),
      season: await first('/api/seasons?sort=-startsOn&limit=1'),
      isHome: true,
      kickoff: new Date(Date.now() + 10 * 60_000).toISOString(),
      status: 'scheduled',
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).doc.id;
}

test.describe('the match centre', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test('a match secretary enters the match on a phone; an open page shows each event within 2 s, and the page without JavaScript shows it too', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    const id = await createMatch(request);

    // A supporter follows the match on the Dutch page, opened before the kick-off.
    const supporter = await browser.newContext({ locale: 'nl-BE' });
    const follower = await supporter.newPage();
    const streamOpened = follower.waitForResponse((response) =>
      response.url().includes(`/api/live/matches/${id}`),
    );
    await follower.goto(`/nl/wedstrijden/wedstrijd/${id}`);
    expect((await streamOpened).headers()['content-type']).toContain('text/event-stream');
    const board = follower.locator(`[data-live-match="${id}"]`);
    await expect(board).toContainText('Niet begonnen');
    const followed = board.getByRole('list', { name: 'Tijdlijn' }).getByRole('listitem');
    /** What the supporter's page shows within 2 s of the secretary's save, without a reload. */
    const seenWithin2s = { timeout: 2_000 };

    await logInToAdmin(page, 'secretary');
    await page.goto(`/admin/match-centre?match=${id}`);
    // Within the screen: Payload's admin has live regions of its own.
    const screen = page.getByRole('main');
    const notice = screen.getByRole('status');

    await page.getByRole('button', { name: 'Kick-off' }).click();
    await expect(notice).toHaveText('Saved: Kick-off');
    await expect(board).toContainText('Eerste helft', seenWithin2s);
    await expect(followed.first()).toHaveText('Aftrap', seenWithin2s);
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
    await expect(board.getByRole('img', { name: /1, .* 0$/ })).toHaveText('1 – 0', seenWithin2s);
    await expect(followed.first()).toContainText(`Doelpunt voor `, seenWithin2s);
    await expect(followed.first()).toContainText(scorerName);
    // The goal, and only the goal, is read out to screen readers, in Dutch.
    await expect(follower.locator('[aria-live="polite"][data-live-announcer]')).toHaveText(
      new RegExp(`^Doelpunt voor .*: ${scorerName}\\. .* 1, .* 0\\.$`),
    );

    await away.getByRole('button', { name: /^Yellow card/ }).click();
    await page.getByLabel('Player’s name').fill('Jonas Claes');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(notice).toContainText('Saved: Jonas Claes');
    await expect(followed.first()).toContainText('Gele kaart voor Jonas Claes', seenWithin2s);

    await home.getByRole('button', { name: /^Substitution/ }).click();
    await page.locator('[class*="players"] button').nth(1).click();
    await expect(page.getByRole('heading', { name: /^Who comes on\?/ })).toBeVisible();
    await page.locator('[class*="players"] button').nth(2).click();
    await expect(notice).toContainText('Saved:');
    await expect(followed.first()).toContainText('Wissel bij ', seenWithin2s);
    await expect(followed).toHaveCount(4);
    await page.getByRole('button', { name: 'Undo last event' }).click();
    await expect(notice).toContainText('Taken back: Substitution');
    await expect(page.getByRole('region', { name: 'Timeline' }).getByRole('listitem')).toHaveCount(3);
    await expect(followed).toHaveCount(3, seenWithin2s);
    await supporter.close();

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

  test('over REST, a match secretary writes the live fields of matches through the live entry only', async ({
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
    // The live fields refuse a plain save: only the endpoint below, with its checks, writes them.
    expect((await patched.json()).doc).toMatchObject({
      venue: before.venue,
      status: 'scheduled',
      live: { status: 'not-started', version: 0 },
    });

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
    const stale = await live({ action: { type: 'status', status: 'postponed' }, expectedVersion: 1 });
    expect(stale.status()).toBe(409);
    const current = (await stale.json()).state as { version: number };
    const saved = await live({
      action: { type: 'status', status: 'postponed' },
      expectedVersion: current.version,
    });
    expect(saved.status()).toBe(200);
    expect((await saved.json()).state).toMatchObject({ status: 'postponed', version: current.version + 1 });
  });
});

test('home opened days before its next match follows it from the kick-off’s window, without a reload', async ({
  page,
  request,
}) => {
  // The browser's clock only: the page is served now, then "left open" until the match.
  await page.clock.install();
  const streams: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/live/matches/')) streams.push(sent.url());
  });
  await page.goto('/en');
  const nextMatch = page.locator('#home-next-game').locator('..');
  const href = await nextMatch.locator('a[href*="/games/match/"]').first().getAttribute('href');
  const id = href?.split('/').pop();
  const { kickoff } = (await (await request.get(`/api/matches/${id}?depth=0`)).json()) as { kickoff: string };
  const until = Date.parse(kickoff) - Date.now();
  console.log(`[live] home's next match kicks off in ${(until / 3_600_000).toFixed(1)} h`);
  // The island is there, and once the page has hydrated (the countdown ticks), holds no connection yet.
  await expect(nextMatch.locator('[data-live-announcer]')).toHaveCount(1);
  await expect(nextMatch.getByRole('timer')).toBeVisible();
  expect(streams.filter((url) => url.includes(`/api/live/matches/${id}?`))).toEqual([]);
  const follows = page.waitForRequest((sent) => sent.url().includes(`/api/live/matches/${id}?`));
  await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
  await page.clock.fastForward(until);
  await follows;
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
});
