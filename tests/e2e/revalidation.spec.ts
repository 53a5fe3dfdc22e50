import { expect, test } from '@playwright/test';
import { cmsToken } from './support/cms';

test('a static page shows an editor’s change on the next visits, without a rebuild', async ({ request }) => {
  const token = await cmsToken(request, 'admin');
  const { docs } = await (await request.get('/api/open-trainings?sort=startsAt&limit=1&locale=nl')).json();
  const training = docs[0];
  const newPlace = `Sportpark Zillebeke ${Date.now()}`;

  const before = await (await request.get('/nl/open-trainings')).text();
  expect(before).toContain(training.place);
  expect(before).not.toContain(newPlace);

  const patch = await request.patch(`/api/open-trainings/${training.id}`, {
    headers: { Authorization: `JWT ${token}` },
    data: { place: newPlace },
  });
  expect(patch.ok()).toBe(true);
  try {
    await expect
      .poll(async () => (await request.get('/nl/open-trainings')).text(), { timeout: 5_000 })
      .toContain(newPlace);
  } finally {
    await request.patch(`/api/open-trainings/${training.id}`, {
      headers: { Authorization: `JWT ${token}` },
      data: { place: training.place },
    });
  }
});

test('anonymous visitors cannot change content', async ({ request }) => {
  const { docs } = await (await request.get('/api/open-trainings?limit=1')).json();
  const response = await request.patch(`/api/open-trainings/${docs[0].id}`, { data: { place: 'Nowhere' } });
  expect(response.status()).toBe(403);
});

test('the prerendered teams page shows a change to a player on the next visits', async ({ request }) => {
  const token = await cmsToken(request, 'admin');
  const headers = { Authorization: `JWT ${token}` };
  const team = (await (await request.get('/api/teams?where[category][equals]=first_team&limit=1')).json())
    .docs[0];
  const person = (await (await request.get(`/api/people?where[teams][in]=${team.id}&limit=1&depth=0`)).json())
    .docs[0];
  const newName = `Vandamme${Date.now()}`;
  expect(await (await request.get('/en/teams')).text()).not.toContain(newName);

  expect(
    (await request.patch(`/api/people/${person.id}`, { headers, data: { lastName: newName } })).ok(),
  ).toBe(true);
  try {
    await expect
      .poll(async () => (await request.get('/en/teams')).text(), { timeout: 5_000 })
      .toContain(newName);
  } finally {
    await request.patch(`/api/people/${person.id}`, { headers, data: { lastName: person.lastName } });
  }
});
