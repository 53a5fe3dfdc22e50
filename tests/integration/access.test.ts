import { describe, expect, it } from 'vitest';
import { queryPageText } from '@/lib/data/pages';
import { queryPartners } from '@/lib/data/community';
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

  it("keeps an unpublished partner away from visitors but shows it in an editor's preview", async () => {
    const draft = await cms().create({
      collection: 'partners',
      data: { name: 'Secret Sponsor', tier: 'business', url: 'https://secret.example', order: 99 },
      draft: true,
    });
    expect(draft._status).toBe('draft');
    const anonymous = await cms().find({ collection: 'partners', overrideAccess: false, pagination: false });
    expect(anonymous.docs.map((partner) => partner.name)).not.toContain('Secret Sponsor');
    expect((await queryPartners(cms(), 'published', 'en')).map((partner) => partner.name)).not.toContain(
      'Secret Sponsor',
    );
    expect((await queryPartners(cms(), 'drafts', 'en')).map((partner) => partner.name)).toContain(
      'Secret Sponsor',
    );
  });

  it('shows a draft of a published page text in the preview only', async () => {
    const { docs } = await cms().find({
      collection: 'pages',
      where: { key: { equals: 'about' } },
      locale: 'nl',
    });
    const published = docs[0];
    await cms().update({
      collection: 'pages',
      id: published.id,
      locale: 'nl',
      draft: true,
      data: { title: 'Over ons (concept)' },
    });
    expect((await queryPageText(cms(), 'published', 'about', 'nl'))?.title).toBe(published.title);
    expect((await queryPageText(cms(), 'drafts', 'about', 'nl'))?.title).toBe('Over ons (concept)');
  });

  it('publishes and unpublishes a news item at the scheduled time', async () => {
    const draft = await cms().create({
      collection: 'news',
      data: { title: 'Scheduled signing', kind: 'article', publishedAt: new Date().toISOString() },
      draft: true,
    });
    const isPublic = async () =>
      (await cms().find({ collection: 'news', overrideAccess: false, where: { id: { equals: draft.id } } }))
        .totalDocs === 1;
    const schedule = (type: 'publish' | 'unpublish', waitUntil: Date) =>
      cms().jobs.queue({
        task: 'schedulePublish',
        input: { type, doc: { relationTo: 'news', value: draft.id } },
        waitUntil,
      });
    await schedule('publish', new Date(Date.now() + 60 * 60_000));
    await cms().jobs.run({ queue: 'default' });
    expect(await isPublic()).toBe(false);

    await schedule('publish', new Date(Date.now() - 1000));
    await cms().jobs.run({ queue: 'default' });
    expect(await isPublic()).toBe(true);

    await schedule('unpublish', new Date(Date.now() - 1000));
    await cms().jobs.run({ queue: 'default' });
    expect(await isPublic()).toBe(false);
  });

  it("lets only admins, or the app's own ticker, run the jobs queue", () => {
    const run = cms().config.jobs.access!.run!;
    const request = (user: unknown, authorization?: string) =>
      ({ user, headers: new Headers(authorization ? { authorization } : {}) }) as never;
    expect(run({ req: request(null) })).toBe(false);
    expect(run({ req: request({ roles: ['editor'] }) })).toBe(false);
    expect(run({ req: request({ roles: ['admin'] }) })).toBe(true);
    expect(run({ req: request(null, 'Bearer not-the-secret') })).toBe(false);
  });

  it('leaves the club settings to admins', async () => {
    const editor = await userByEmail('editor@westhoek.example');
    await expect(
      cms().updateGlobal({
        slug: 'club-settings',
        overrideAccess: false,
        user: editor,
        data: { name: 'Hijacked' } as never,
      }),
    ).rejects.toThrow();
  });
});
