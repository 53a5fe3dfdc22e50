import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/Link';
import { PageFrame } from '@/components/layout/PageFrame';
import { metadataFor, type LangParams } from '@/components/screens/screen-page';
import { localizedPath } from '@/lib/domain/i18n/routes';
import { pageLocale } from '@/lib/domain/i18n/page-locale';

export const generateMetadata = metadataFor('under-construction');

export default async function UnderConstructionPage({ params }: LangParams) {
  const lang = await pageLocale(params);
  const [t, error] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'UnderConstruction' }),
    getTranslations({ locale: lang, namespace: 'Error' }),
  ]);
  return (
    <PageFrame locale={lang} screen="under-construction">
      <p>{t('text')}</p>
      <p>
        <Link className="button" href={localizedPath(lang, 'index')}>
          {error('home')}
        </Link>
      </p>
    </PageFrame>
  );
}
