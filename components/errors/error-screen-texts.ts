import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routes';
import type { ErrorScreenTexts } from './ErrorScreenTexts';

const PATH_SLOT = '\u0000';

/** The error and not-found screens' strings and links, translated on the server. */
export async function errorScreenTexts(locale: Locale): Promise<ErrorScreenTexts> {
  const [error, notFound] = await Promise.all([
    getTranslations({ locale, namespace: 'Error' }),
    getTranslations({ locale, namespace: 'NotFound' }),
  ]);
  const [pathBefore, pathAfter = ''] = notFound('path', { path: PATH_SLOT }).split(PATH_SLOT);
  return {
    error: {
      title: error('title'),
      help: error('help'),
      retry: error('retry'),
      home: error('home'),
      homeHref: localizedPath(locale, 'index'),
    },
    notFound: {
      metaTitle: notFound('metaTitle'),
      title: notFound('title'),
      help: notFound('help'),
      pathBefore,
      pathAfter,
      links: [
        { label: notFound('matches'), href: localizedPath(locale, 'games') },
        { label: notFound('news'), href: localizedPath(locale, 'news') },
        { label: notFound('teams'), href: localizedPath(locale, 'teams') },
      ],
    },
  };
}
