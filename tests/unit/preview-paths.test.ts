import { describe, expect, it } from 'vitest';
import { changesPublicContent } from '@/lib/cms/hooks/revalidate';
import { documentPath } from '@/lib/domain/preview/document-paths';
import { sameSitePath } from '@/lib/domain/preview/same-site-path';

describe('sameSitePath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(sameSitePath('/nl/nieuws/artikel/derby?x=1#top')).toBe('/nl/nieuws/artikel/derby?x=1#top');
  });

  it.each([
    null,
    '',
    'nl/nieuws',
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/nl/\u0000x',
    `/${'a'.repeat(2001)}`,
    // Dot segments that resolve to another site (issue 17), and known open-redirect forms.
    '/.//evil.example',
    '/..//evil.example',
    '/x/../..//evil.example/phish',
    '/%2e//evil.example',
    '/%2e%2e//evil.example',
    '/./\\evil.example',
    '///evil.example',
    '/\t/evil.example',
    '/.///evil.example',
  ])('refuses %j', (candidate) => {
    expect(sameSitePath(candidate)).toBeNull();
  });

  it('keeps a path whose dot segments stay on this site', () => {
    expect(sameSitePath('/nl/./nieuws/../nieuws')).toBe('/nl/nieuws');
    expect(sameSitePath('/%5cevil.example')).toBe('/%5cevil.example');
  });
});

describe('documentPath', () => {
  it('opens a news item at its localized address in the chosen language', () => {
    expect(documentPath('news', { kind: 'gamereport', slug: 'derby-gewonnen' }, 'nl')).toBe(
      '/nl/nieuws/wedstrijdverslag/derby-gewonnen',
    );
    expect(documentPath('news', { kind: 'article', slug: 'transfert' }, 'fr')).toBe(
      '/fr/nouvelles/article/transfert',
    );
  });

  it('has no address for an item without a slug yet', () => {
    expect(documentPath('news', { kind: 'article', slug: '' }, 'en')).toBeNull();
  });

  it('opens a page text on the screen that shows it', () => {
    expect(documentPath('pages', { key: 'mascot' }, 'en')).toBe('/en/we-westhoek/binkie');
    expect(documentPath('faqs', {}, 'nl')).toBe('/nl/faq');
  });
});

describe('changesPublicContent', () => {
  it('ignores an editor saving a draft over a draft (autosave)', () => {
    expect(changesPublicContent({ _status: 'draft' }, { _status: 'draft' })).toBe(false);
  });

  it('counts publishing, unpublishing and collections without drafts', () => {
    expect(changesPublicContent({ _status: 'published' }, { _status: 'draft' })).toBe(true);
    expect(changesPublicContent({ _status: 'draft' }, { _status: 'published' })).toBe(true);
    expect(changesPublicContent({}, {})).toBe(true);
  });
});
