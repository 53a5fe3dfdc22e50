/**
 * The newsletter sign-up through its real route handler into a throwaway
 * database, read back field by field (SPEC §3, §7).
 */
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ORIGIN } from '../../support/form-requests';
import { useSeededCms } from '../../support/throwaway-cms';

// next-intl's server entry needs the react-server build, which these Node tests do not
// run under; the same translator over the same messages stands in for it.
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('use-intl/core');
  const load = (locale: string) => import(`@/messages/${locale}.json`).then((module) => module.default);
  return {
    getTranslations: async ({ locale, namespace }: { locale: string; namespace: string }) =>
      createTranslator({ locale, namespace, messages: await load(locale) }),
  };
});

const cms = useSeededCms();
let POST: (request: NextRequest) => Promise<Response>;

beforeAll(async () => {
  ({ POST } = await import('@/app/api/newsletter/route'));
});

const signUp = (body: unknown, headers: Record<string, string> = {}) =>
  POST(
    new NextRequest(`${ORIGIN}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-locale': 'fr', ...headers },
      body: JSON.stringify(body),
    }),
  );

async function storedSubscriber(email: string) {
  const { docs } = await cms().find({
    collection: 'newsletter-subscribers',
    where: { email: { equals: email } },
    depth: 0,
  });
  return docs[0] as unknown as Record<string, unknown> | undefined;
}

describe('newsletter sign-up: stored as answered', () => {
  for (const [format, birthDate] of [
    ['dd/mm/yyyy', '30/09/1984'],
    ['yyyy-mm-dd', '1984-09-30'],
  ]) {
    it(`with a birth date written ${format}`, async () => {
      const email = `Fan.${format.replace(/\W/g, '')}@Example.com`;
      const before = Date.now();
      const response = await signUp({
        first_name: ' Amélie ',
        last_name: 'Dubois',
        birth_date: birthDate,
        email,
        privacy: true,
      });
      expect(response.status).toBe(201);
      const stored = await storedSubscriber(email.toLowerCase());
      expect(stored).toMatchObject({
        email: email.toLowerCase(),
        firstName: 'Amélie',
        lastName: 'Dubois',
        locale: 'fr',
        policyVersion: expect.any(String),
      });
      expect(String(stored?.birthDate).slice(0, 10)).toBe('1984-09-30');
      expect(new Date(String(stored?.consentAt)).getTime()).toBeGreaterThanOrEqual(before - 1000);
    });
  }

  it('without consent to the privacy policy nothing is stored', async () => {
    const response = await signUp({
      first_name: 'No',
      last_name: 'Consent',
      birth_date: '1990-01-01',
      email: 'no-consent@example.com',
      privacy: false,
    });
    expect(response.status).toBe(400);
    expect(await storedSubscriber('no-consent@example.com')).toBeUndefined();
  });

  it('a foreign origin is refused with a message that says nothing was saved', async () => {
    const response = await signUp(
      {
        first_name: 'A',
        last_name: 'B',
        birth_date: '1990-01-01',
        email: 'foreign@example.com',
        privacy: true,
      },
      { origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    const { error } = (await response.json()) as { error: string };
    expect(error).toMatch(/rien n’a été enregistré/);
    expect(error).not.toMatch(/conservées/);
    expect(await storedSubscriber('foreign@example.com')).toBeUndefined();
  });
});

describe('newsletter sign-up: what nobody types is a field error, never a 503', () => {
  const subscription = {
    first_name: 'Amélie',
    last_name: 'Dubois',
    birth_date: '30/09/1984',
    email: 'amelie@example.com',
    privacy: true,
  };

  it('an e-mail address the CMS would refuse (a@ex-.com)', async () => {
    const response = await signUp({ ...subscription, email: 'amelie@ex-.com' });
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({ email: 'Veuillez saisir une adresse e-mail valide.' });
    expect(await storedSubscriber('amelie@ex-.com')).toBeUndefined();
  });

  it('names of invisible or control characters only, or with a NUL inside', async () => {
    const email = 'invisible-name@example.com';
    const blank = await signUp({ ...subscription, email, first_name: '\u200B\u200D', last_name: '\u0000' });
    expect(blank.status).toBe(400);
    expect((await blank.json()).fields).toEqual({
      first_name: 'Le prénom est obligatoire',
      last_name: 'Le nom est obligatoire',
    });
    const nul = await signUp({ ...subscription, email, last_name: 'Du\u0000bois' });
    expect(nul.status).toBe(400);
    expect((await nul.json()).fields).toEqual({
      last_name: 'Veuillez retaper ce champ : il contient des caractères qui ne se tapent pas au clavier.',
    });
    expect(await storedSubscriber(email)).toBeUndefined();
  });
});
