import { describe, expect, it } from 'vitest';
import { storedForms } from '@/lib/domain/forms/registry';
import { validContact } from '../../support/form-fixtures';
import { useSeededCms } from '../../support/throwaway-cms';

const cms = useSeededCms();

const collections = storedForms.map((form) => form.collection);

const userByEmail = async (email: string) =>
  (await cms().find({ collection: 'users', where: { email: { equals: email } } })).docs[0];

async function storeOne() {
  const { website: _honeypot, ...data } = validContact();
  return cms().create({ collection: 'contact-messages', data: { ...data, locale: 'en' } as never });
}

describe('form submissions in the CMS', () => {
  it.each(collections)('%s: anonymous visitors and editors cannot read them', async (collection) => {
    await storeOne();
    await expect(cms().find({ collection, overrideAccess: false })).rejects.toThrow();
    const editor = await userByEmail('editor@westhoek.example');
    await expect(cms().find({ collection, overrideAccess: false, user: editor })).rejects.toThrow();
  });

  it('admins read them', async () => {
    const stored = await storeOne();
    const admin = await userByEmail('admin@westhoek.example');
    const found = await cms().findByID({
      collection: 'contact-messages',
      id: stored.id,
      overrideAccess: false,
      user: admin,
    });
    expect(found.email).toBe('lotte@example.com');
  });

  it.each(collections)('%s: nobody creates them through the API, not even an admin', async (collection) => {
    const admin = await userByEmail('admin@westhoek.example');
    await expect(
      cms().create({
        collection,
        overrideAccess: false,
        user: admin,
        data: { ...validContact(), locale: 'en' } as never,
      }),
    ).rejects.toThrow();
  });

  it('exports them as CSV for admins only', async () => {
    const config = cms().collections['contact-messages'].config;
    const endpoint = (config.endpoints || []).find((candidate) => candidate.path === '/csv')!;
    const admin = await userByEmail('admin@westhoek.example');
    const editor = await userByEmail('editor@westhoek.example');
    const asAdmin = await endpoint.handler({ payload: cms(), user: admin } as never);
    expect(asAdmin.status).toBe(200);
    const csv = await asAdmin.text();
    expect(csv.split('\r\n')[0]).toContain('firstName,lastName,email');
    expect(csv).toContain('lotte@example.com');
    expect((await endpoint.handler({ payload: cms(), user: editor } as never)).status).toBe(403);
    expect((await endpoint.handler({ payload: cms(), user: null } as never)).status).toBe(403);
  });
});
