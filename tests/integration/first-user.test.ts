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
