import { getTranslations } from 'next-intl/server';
import { describe, expect, it } from 'vitest';
import { formKitWords, vipFormWords } from '@/components/forms/words';
import { headerWords } from '@/components/header/words';
import { translationsFor } from '@/components/i18n/translations.client';
import { defineWords, wordPaths } from '@/components/i18n/words';
import { cmsLabel, cmsWords } from '@/lib/cms/labels';
import { screens } from '@/lib/domain/screens/registry';
import en from '@/messages/en.json';

/**
 * Typed message keys. The type check (`tsc`, part of `npm test`) is the test of the
 * first block: each `@ts-expect-error` below fails it if the line it marks stops
 * being an error, so the key checks cannot quietly switch off. Nothing here runs.
 */
export function useTypeChecks() {
  const useHeader = translationsFor<typeof headerWords>();
  const header = useHeader('Header');
  header('back');
  // @ts-expect-error -- a Header message the header's words do not carry
  header('skipToContent');
  // @ts-expect-error -- a namespace outside the header's words
  useHeader('Footer');
  // @ts-expect-error -- a hook bound to no words accepts no namespace
  translationsFor()('Header');

  const useForm = translationsFor<typeof vipFormWords>();
  useForm('VipForm')('title');
  // @ts-expect-error -- 'all' of a namespace is every key of it, and no other
  useForm('VipForm')('noSuchKey');
  // @ts-expect-error -- the form kit's words hold no form's own namespace
  translationsFor<typeof formKitWords>()('VipForm');

  // @ts-expect-error -- a words constant naming a message the catalogue lacks
  defineWords({ Header: ['noSuchKey'] });

  // The admin's words (lib/cms/labels.ts), keyed inside the `Cms` namespace.
  cmsLabel('Matches.singular');
  // @ts-expect-error -- an admin word the catalogue lacks
  cmsLabel('Matches.noSuchKey');
  // @ts-expect-error -- a group of words, not one word
  cmsLabel('Matches.live');
  cmsWords((t) => t('inbox.newCount', { count: 1 }));
  // @ts-expect-error -- an admin message the catalogue lacks
  cmsWords((t) => t('inbox.noSuchKey'));

  // The server's next-intl, typed by global.d.ts.
  return async () => {
    const footer = await getTranslations({ locale: 'en', namespace: 'Footer' });
    footer('backToTop');
    // @ts-expect-error -- not a Footer message
    footer('noSuchKey');
    // @ts-expect-error -- not a namespace
    await getTranslations({ locale: 'en', namespace: 'NoSuchNamespace' });
  };
}

type Catalogue = { [key: string]: Catalogue | string };
const has = (namespace: string, key: string) =>
  typeof ((en as unknown as Catalogue)[namespace] as Catalogue | undefined)?.[key] === 'string';

describe('message keys the compiler cannot see', () => {
  it('every screen title of the registry (JavaScript) is in Pages and Descriptions, every menu label in Nav', () => {
    const missing = Object.entries(screens).flatMap(([name, screen]) => {
      const { title, menu = [] } = screen as { title?: string; menu?: { label?: string }[] };
      return [
        ...(title && !has('Pages', title) ? [`${name}: Pages.${title}`] : []),
        ...(title && !has('Descriptions', title) ? [`${name}: Descriptions.${title}`] : []),
        ...menu.flatMap(({ label }) => (label && !has('Nav', label) ? [`${name}: Nav.${label}`] : [])),
      ];
    });
    expect(missing).toEqual([]);
  });
});

describe('wordPaths: what ClientMessages picks for a words constant', () => {
  it('names whole namespaces and single keys', () => {
    expect(wordPaths(defineWords({ Faq: 'all', Header: ['back', 'language'] }))).toEqual([
      'Faq',
      'Header.back',
      'Header.language',
    ]);
    expect(wordPaths(vipFormWords)).toEqual(['Forms', 'FormErrors', 'Choices', 'VipForm']);
  });
});
