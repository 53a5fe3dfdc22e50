import { expect, test } from './support/own-visitor';
import { adminFind, uniqueEmail } from './support/forms';

/**
 * The finding: POST /api/newsletter answered 200 for an address already on file
 * and 201 for a new one, and replaced the stored first name, birth date and
 * consent time, so anyone could learn who is subscribed and overwrite them.
 * Since the double opt-in, an anonymous sign-up never changes a stored
 * subscriber and every address gets the same answer. (The answer's timing and
 * the confirmation link: tests/integration/forms/newsletter-route.test.ts.)
 */
test('signing up an address twice with other details gets the same answer and overwrites nothing', async ({
  request,
  baseURL,
}) => {
  // As the site's own form posts it: a browser names the page's origin on every POST.
  const headers = { origin: new URL(baseURL!).origin };
  const email = uniqueEmail('security-newsletter');
  const victim = {
    first_name: 'Victim',
    last_name: 'Original',
    birth_date: '1980-05-17',
    email,
    privacy: true,
  };

  const first = await request.post('/api/newsletter', { data: victim, headers });
  const [stored] = await adminFind(request, 'newsletter-subscribers', email);

  const second = await request.post('/api/newsletter?lang=fr', {
    data: { ...victim, first_name: 'Attacker', last_name: 'Overwrite', birth_date: '2001-01-01' },
    headers,
  });
  expect(first.status()).toBe(202);
  expect(second.status()).toBe(first.status());
  expect(await second.json()).toEqual(await first.json());

  const after = await adminFind(request, 'newsletter-subscribers', email);
  expect(after).toHaveLength(1);
  expect(after[0]).toMatchObject({ firstName: 'Victim', lastName: 'Original', status: 'pending' });
  for (const field of ['firstName', 'lastName', 'birthDate', 'consentAt', 'policyVersion', 'locale']) {
    expect(after[0][field], field).toEqual(stored[field]);
  }
  // Not even an admin reads the confirmation token's hash over the API.
  expect(after[0]).not.toHaveProperty('confirmationTokenHash');
});
