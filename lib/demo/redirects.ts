import type { Payload } from 'payload';
import { seedContext } from './football/shared';

/** A few redirects as a club would have them after a site move (one leaves the site). */
const seedRedirects = [
  { from: '/tickets', to: { type: 'custom' as const, url: '/en/ticketing/tickets' }, type: '301' as const },
  { from: '/nl/kalender', to: { type: 'custom' as const, url: '/nl/wedstrijden' }, type: '302' as const },
  {
    from: '/fr/boutique',
    to: { type: 'custom' as const, url: 'https://shop.westhoek.example' },
    type: '307' as const,
  },
];

export async function seedRedirectRules(payload: Payload): Promise<void> {
  for (const redirect of seedRedirects) {
    const existing = await payload.count({
      collection: 'redirects',
      where: { from: { equals: redirect.from } },
    });
    if (existing.totalDocs === 0)
      await payload.create({ collection: 'redirects', data: redirect, context: seedContext() });
  }
  // A renamed article: its old English address points at the item itself.
  const from = '/en/news/article/season-tickets-on-sale';
  const item = await payload.find({
    collection: 'news',
    locale: 'en',
    where: { title: { equals: 'Season tickets for the new season on sale' } },
    limit: 1,
    depth: 0,
  });
  const existing = await payload.count({ collection: 'redirects', where: { from: { equals: from } } });
  if (item.docs[0] && existing.totalDocs === 0) {
    await payload.create({
      collection: 'redirects',
      data: {
        from,
        to: { type: 'reference', reference: { relationTo: 'news', value: item.docs[0].id } },
        type: '308',
      },
      context: seedContext(),
    });
  }
}
