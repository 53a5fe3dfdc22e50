/**
 * Every save whole or not at all on the embedded SQLite database (lib/cms/sqlite-transactions.ts):
 * a failure injected in the middle of a save that writes several tables (the document's
 * row, its array rows, its version row, what a hook writes with the same request) leaves
 * the database as it was.
 */
import type { SQLiteAdapter } from '@payloadcms/db-sqlite';
import type { CollectionAfterChangeHook } from 'payload';
import { afterEach, describe, expect, it } from 'vitest';
import { validContact } from '../support/form-fixtures';
import { useSeededCms } from '../support/throwaway-cms';

const cms = useSeededCms();
const sql = (statement: string) => (cms().db as unknown as SQLiteAdapter).client.execute(statement);

/** A trigger that makes SQLite refuse one row of `table`, as a full disk or a broken constraint would. */
async function failInsertsInto(table: string, when: string) {
  await sql(`CREATE TRIGGER injected_failure BEFORE INSERT ON ${table} WHEN ${when}
    BEGIN SELECT RAISE(ABORT, 'injected failure'); END`);
}

async function contactMessage() {
  const { website: _honeypot, ...data } = validContact();
  return cms().create({ collection: 'contact-messages', data: { ...data, locale: 'en' } as never, depth: 0 });
}

afterEach(async () => {
  await sql('DROP TRIGGER IF EXISTS injected_failure');
});

describe('a save that fails half-way', () => {
  it('at a note row leaves the submission’s status and notes as they were', async () => {
    const stored = await cms().update({
      collection: 'contact-messages',
      id: (await contactMessage()).id,
      data: { status: 'new', notes: [{ text: 'Kept.' }] },
      depth: 0,
    });
    await failInsertsInto('contact_messages_notes', `NEW.text = 'Refused.'`);
    await expect(
      cms().update({
        collection: 'contact-messages',
        id: stored.id,
        data: { status: 'done', notes: [...stored.notes!, { text: 'Accepted.' }, { text: 'Refused.' }] },
        depth: 0,
      }),
    ).rejects.toThrow();
    const after = await cms().findByID({ collection: 'contact-messages', id: stored.id, depth: 0 });
    expect(after.status).toBe('new');
    expect(after.notes!.map((note) => [note.id, note.text])).toEqual([[stored.notes![0].id, 'Kept.']]);
  });

  it('at the version row leaves the article and its history as they were', async () => {
    const { docs } = await cms().find({
      collection: 'news',
      where: { _status: { equals: 'published' } },
      limit: 1,
      depth: 0,
    });
    const article = docs[0];
    const history = (
      await cms().countVersions({ collection: 'news', where: { parent: { equals: article.id } } })
    ).totalDocs;
    await failInsertsInto('_news_v', '1');
    await expect(
      cms().update({ collection: 'news', id: article.id, data: { title: 'Half-saved title' }, depth: 0 }),
    ).rejects.toThrow();
    const after = await cms().findByID({ collection: 'news', id: article.id, depth: 0 });
    expect(after.title).toBe(article.title);
    expect(
      (await cms().countVersions({ collection: 'news', where: { parent: { equals: article.id } } }))
        .totalDocs,
    ).toBe(history);
  });

  it('in a hook, after it wrote with the same request, leaves neither write', async () => {
    const hooks = cms().collections.news.config.hooks;
    const writesThenFails: CollectionAfterChangeHook = async ({ req }) => {
      await req.payload.create({
        collection: 'faqs',
        data: { question: 'Written by a hook that then failed', answer: 'Never.', order: 1 } as never,
        req,
      });
      throw new Error('injected failure');
    };
    hooks.afterChange.push(writesThenFails);
    const { docs } = await cms().find({ collection: 'news', limit: 1, depth: 0 });
    try {
      await expect(
        cms().update({ collection: 'news', id: docs[0].id, data: { title: 'Never saved' }, depth: 0 }),
      ).rejects.toThrow('injected failure');
    } finally {
      hooks.afterChange.splice(hooks.afterChange.indexOf(writesThenFails), 1);
    }
    expect((await cms().findByID({ collection: 'news', id: docs[0].id, depth: 0 })).title).toBe(
      docs[0].title,
    );
    const faqs = await cms().find({
      collection: 'faqs',
      where: { question: { equals: 'Written by a hook that then failed' } },
      draft: true,
    });
    expect(faqs.totalDocs).toBe(0);
  });

  it('lets writes that do not fail go on meanwhile, each whole', async () => {
    const docs = [await contactMessage()];
    const saves = Array.from({ length: 20 }, (_, n) =>
      cms().update({
        collection: 'contact-messages',
        id: docs[0].id,
        data: { notes: [{ text: `Concurrent ${n}.` }] },
        depth: 0,
      }),
    );
    await Promise.all(saves);
    const after = await cms().findByID({ collection: 'contact-messages', id: docs[0].id, depth: 0 });
    const concurrent = after.notes!.filter((note) => note.text?.startsWith('Concurrent'));
    expect(concurrent).toHaveLength(20);
    expect(new Set(concurrent.map((note) => note.id)).size).toBe(20);
  });
});
