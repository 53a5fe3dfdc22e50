import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/Link';
import { PageFrame } from '@/components/layout/PageFrame';
import { metadataFor, type LangParams } from '@/components/screens/screen-page';
import { PageBody } from '@/components/pages/PageText';
import { clubWords, getClubIdentity } from '@/lib/data/club-identity';
import { getPageText } from '@/lib/data/pages';
import { localizedPath } from '@/lib/domain/i18n/routes';
import { pageLocale } from '@/lib/domain/i18n/page-locale';
import { menuScreens, pageKeyOf, screenTitle } from '@/lib/domain/screens/registry';
import tiles from '@/components/ui/tiles.module.css';

export const generateMetadata = metadataFor('about');

/** About the club: what it stands for, and the way to each of its sub-pages. */
export default async function AboutPage({ params }: LangParams) {
  const lang = await pageLocale(params);
  const [t, pages, text, identity] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'About' }),
    getTranslations({ locale: lang, namespace: 'Pages' }),
    getPageText(pageKeyOf('about'), lang),
    getClubIdentity(lang),
  ]);
  const names = clubWords(identity, lang);
  return (
    <PageFrame locale={lang} screen="about" lead={<p>{t('intro', names)}</p>}>
      <PageBody text={text} />
      <h2>{t('discover')}</h2>
      <ul className={tiles.grid}>
        {menuScreens('about').map(({ name }) => (
          <li key={name}>
            <Link className={tiles.tile} href={localizedPath(lang, name)}>
              {pages(screenTitle(name), names)}
            </Link>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
