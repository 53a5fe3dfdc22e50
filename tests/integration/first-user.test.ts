import { afterAll, beforeAll, expect, it } from 'vitest';
import { throwawayCms } from '../support/throwaway-cms';

/** A production database: migrated, no user yet. */
let cms: Awaited<ReturnType<typeof throwawayCms>>;
beforeAll(async () => {
  cms = await throwawayCms();
});
afterAll(async () => cms?.dispose());

it('the first account of a new site is an admin, whatever role the first-user screen sent', async () => {
  // As Payload's first-user screen does (its operation creates with overrideAccess), with
  // the role the form shows by default.
  const first = await cms.payload.create({
    collection: 'users',
    data: {
      email: 'first@club.example',
      name: 'First',
      password: 'a long first password',
      roles: ['editor'],
    },
  });
  expect(first.roles).toEqual(['admin']);

  const second = await cms.payload.create({
    collection: 'users',
    data: {
      email: 'second@club.example',
      name: 'Second',
      password: 'a long second password',
      roles: ['editor'],
    },
  });
  expect(second.roles).toEqual(['editor']);
});

it('a new club saves its settings with the contact details only; an outside address must be https', async () => {
  const contact = {
    name: 'SK Nieuwdorp',
    address: { street: 'Dorpsstraat 1', postalCode: '9999', city: 'Nieuwdorp' },
    phone: '+32 50 00 00 00',
    email: 'info@nieuwdorp.example',
  };
  const saved = await cms.payload.updateGlobal({ slug: 'club-settings', locale: 'en', data: contact });
  expect(saved.name).toBe('SK Nieuwdorp');
  expect(saved.social?.tiktok ?? null).toBeNull();

  await expect(
    cms.payload.updateGlobal({
      slug: 'club-settings',
      locale: 'en',
      data: { ...contact, social: { instagram: 'http://instagram.com/nieuwdorp' } },
    }),
  ).rejects.toThrow(/instagram/i);
});
