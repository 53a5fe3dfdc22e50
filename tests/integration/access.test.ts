import { describe, expect, it } from 'vitest';
import { useSeededCms } from '../support/throwaway-cms';

const cms = useSeededCms();

const userByEmail = async (email: string) =>
  (await cms().find({ collection: 'users', where: { email: { equals: email } } })).docs[0];

describe('CMS access', () => {
  it('refuses the user list to anonymous visitors', async () => {
    await expect(cms().find({ collection: 'users', overrideAccess: false })).rejects.toThrow();
  });

  it('lets an editor see only their own account and not create users', async () => {
    const editor = await userByEmail('editor@westhoek.example');
    const visible = await cms().find({ collection: 'users', overrideAccess: false, user: editor });
    expect(visible.docs.map((user) => user.email)).toEqual(['editor@westhoek.example']);
    await expect(
      cms().create({
        collection: 'users',
        overrideAccess: false,
        user: editor,
        data: { name: 'Intruder', email: 'x@westhoek.example', password: 'secret-123456', roles: ['admin'] },
      }),
    ).rejects.toThrow();
  });

  it('does not let an editor promote themselves to admin', async () => {
    const editor = await userByEmail('editor@westhoek.example');
    const updated = await cms().update({
      collection: 'users',
      id: editor.id,
      overrideAccess: false,
      user: editor,
      data: { roles: ['admin'] },
    });
    expect(updated.roles).toEqual(['editor']);
  });

  it('lets an admin create an editor', async () => {
    const admin = await userByEmail('admin@westhoek.example');
    const created = await cms().create({
      collection: 'users',
      overrideAccess: false,
      user: admin,
      data: {
        name: 'New editor',
        email: 'new@westhoek.example',
        password: 'secret-123456',
        roles: ['editor'],
      },
    });
    expect(created.roles).toEqual(['editor']);
  });

  it('shows anonymous visitors published news only, never drafts', async () => {
    const draft = await cms().create({
      collection: 'news',
      data: {
        title: 'Transfer not yet announced',
        kind: 'article',
        publishedAt: new Date().toISOString(),
        _status: 'draft',
      },
      draft: true,
    });
    const anonymous = await cms().find({ collection: 'news', overrideAccess: false, limit: 100 });
    expect(anonymous.docs.map((item) => item.id)).not.toContain(draft.id);
    expect(anonymous.docs.length).toBeGreaterThan(0);
    const editor = await userByEmail('editor@westhoek.example');
    const asEditor = await cms().find({
      collection: 'news',
      overrideAccess: false,
      user: editor,
      draft: true,
      limit: 100,
    });
    expect(asEditor.docs.map((item) => item.id)).toContain(draft.id);
  });
});
