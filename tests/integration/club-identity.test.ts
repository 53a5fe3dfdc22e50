import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryClubIdentity } from '@/lib/data/club-identity';
import { queryPathSegments } from '@/scripts/path-segments';
import { throwawayCms } from '../support/throwaway-cms';

/**
 * The club's identity in Club settings (issue 30), on a new site's empty database: the
 * neutral identity until an admin saves one, what the settings refuse, and what a save
 * then reads as.
 */
let cms: Awaited<ReturnType<typeof throwawayCms>>;
let payload: Payload;

beforeAll(async () => {
  cms = await throwawayCms();
  payload = cms.payload;
});
afterAll(async () => cms?.dispose());

/** What Club settings must hold to be saved at all: the contact details. */
const contact = {
  address: { street: 'Dorpsstraat 1', postalCode: '9999', city: 'Voorbeeld' },
  phone: '+32 50 00 00 00',
  email: 'info@voorbeeld.example',
};

const save = (data: Record<string, unknown>) =>
  payload.updateGlobal({
    slug: 'club-settings',
    locale: 'en',
    data: { name: 'FC Voorbeeld', ...contact, ...data },
  });

/** The messages of the fields a refused save names, as the admin shows them beside each field. */
async function refusal(data: Record<string, unknown>): Promise<string> {
  try {
    await save(data);
  } catch (error) {
    const fields = (error as { data?: { errors?: { path: string; message: string }[] } }).data?.errors ?? [];
    return fields.map(({ path, message }) => `${path}: ${message}`).join('\n');
  }
  throw new Error(`saved: ${JSON.stringify(data)}`);
}

describe('a new site’s identity', () => {
  it('is the neutral one, in the visitor’s language, in the designed colours', async () => {
    const english = await queryClubIdentity(payload, 'en');
    expect(english).toMatchObject({
      isSet: false,
      name: 'Our club',
      shortName: 'Our club',
      colours: { primary: '#14213d', accent: '#ffd13a' },
      mail: { senderName: 'Our club', senderAddress: undefined },
    });
    expect(english.crest).toBeUndefined();
    expect((await queryClubIdentity(payload, 'nl')).name).toBe('Onze club');
    expect((await queryClubIdentity(payload, 'fr')).name).toBe('Notre club');
    expect(await queryPathSegments(payload)).toEqual({ current: 'club', previous: [] });
  });
});

describe('club settings', () => {
  it('refuse brand colours that fail WCAG AA, saying which pair and by how much', async () => {
    expect(await refusal({ colours: { primary: '#ffd13a', accent: '#14213d' } })).toMatch(
      /^colours\.primary: Not saved: white text on #ffd13a.* contrast of 1\.\d\d:1; WCAG AA asks for 4\.5:1 .*darker primary/,
    );
    expect(await refusal({ colours: { primary: '#14213d', accent: '#1f3163' } })).toMatch(
      /^colours\.accent: Not saved: the accent #1f3163 on the primary colour #14213d has a contrast of 1\.\d\d:1/,
    );
    expect(await refusal({ colours: { primary: 'navy', accent: '#ffd13a' } })).toMatch(
      /^colours\.primary: A colour as # and 6 hexadecimal digits/,
    );
    expect((await queryClubIdentity(payload, 'en')).isSet).toBe(false);
  });

  it('refuse a {club} path segment that is not a slug', async () => {
    for (const pathSegment of ['FC Voorbeeld', 'voorbeeld/', '-voorbeeld', 'a', 'é-club']) {
      expect(await refusal({ pathSegment }), pathSegment).toMatch(
        /^pathSegment: Lower-case letters and digits/,
      );
    }
  });

  it('read back as the identity once saved, and keep the earlier path segments for the redirects', async () => {
    await save({
      shortName: 'Voorbeeld',
      pathSegment: 'fc-voorbeeld',
      foundedYear: 1908,
      mascotName: 'Vosje',
      colours: { primary: '#7A0019', accent: '#ffcc33' },
      mail: { senderName: 'FC Voorbeeld tickets', senderAddress: 'tickets@voorbeeld.example' },
      copyright: '© FC Voorbeeld vzw',
    });
    expect(await queryClubIdentity(payload, 'nl')).toMatchObject({
      isSet: true,
      name: 'FC Voorbeeld',
      shortName: 'Voorbeeld',
      foundedYear: 1908,
      mascotName: 'Vosje',
      colours: { primary: '#7a0019', accent: '#ffcc33' },
      mail: { senderName: 'FC Voorbeeld tickets', senderAddress: 'tickets@voorbeeld.example' },
    });
    expect((await queryClubIdentity(payload, 'en')).copyright).toBe('© FC Voorbeeld vzw');
    expect(await queryPathSegments(payload)).toEqual({ current: 'fc-voorbeeld', previous: ['club'] });

    // A save that leaves the segment alone keeps its history; a second change adds to it.
    await save({ mascotName: 'Vos' });
    expect(await queryPathSegments(payload)).toEqual({ current: 'fc-voorbeeld', previous: ['club'] });
    await save({ pathSegment: 'voorbeeld' });
    expect(await queryPathSegments(payload)).toEqual({
      current: 'voorbeeld',
      previous: ['club', 'fc-voorbeeld'],
    });
    // Back to an earlier one: it is current again, no longer an earlier one.
    await save({ pathSegment: 'club' });
    expect(await queryPathSegments(payload)).toEqual({
      current: 'club',
      previous: ['fc-voorbeeld', 'voorbeeld'],
    });
  });
});
