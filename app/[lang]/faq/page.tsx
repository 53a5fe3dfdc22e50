import { getTranslations } from 'next-intl/server';
import { FaqSearch } from '@/components/community/FaqSearch';
import { EmptyState } from '@/components/layout/EmptyState';
import { PageFrame } from '@/components/layout/PageFrame';
import { metadataFor, type LangParams } from '@/components/screens/screen-page';
import { listFaq } from '@/lib/data/community';
import { pageLocale } from '@/lib/i18n/page-locale';

export const generateMetadata = metadataFor('faq');

export default async function FaqPage({ params }: LangParams) {
  const lang = await pageLocale(params);
  const [questions, t, empty] = await Promise.all([
    listFaq(lang),
    getTranslations({ locale: lang, namespace: 'Faq' }),
    getTranslations({ locale: lang, namespace: 'Empty' }),
  ]);
  return (
    <PageFrame locale={lang} screen="faq">
      {questions.length === 0 ? (
        <EmptyState message={empty('currentlyNoData')} />
      ) : (
        <FaqSearch
          questions={questions}
          labels={{
            search: t('search'),
            placeholder: t('placeholder'),
            // Every count the search can show, 0 to all: the browser only picks one.
            results: Array.from({ length: questions.length + 1 }, (_, count) => t('results', { count })),
          }}
        />
      )}
    </PageFrame>
  );
}
