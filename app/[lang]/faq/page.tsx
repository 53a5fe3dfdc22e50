import { getTranslations } from 'next-intl/server';
import { FaqSearch } from '@/components/community/FaqSearch';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { faqWords } from '@/components/community/words';
import { EmptyState } from '@/components/layout/EmptyState';
import { PageFrame } from '@/components/layout/PageFrame';
import { metadataFor, type LangParams } from '@/components/screens/screen-page';
import { listFaq } from '@/lib/data/community';
import { pageLocale } from '@/lib/domain/i18n/page-locale';

export const generateMetadata = metadataFor('faq');

export default async function FaqPage({ params }: LangParams) {
  const lang = await pageLocale(params);
  const [questions, empty] = await Promise.all([
    listFaq(lang),
    getTranslations({ locale: lang, namespace: 'Empty' }),
  ]);
  return (
    <PageFrame locale={lang} screen="faq">
      {questions.length === 0 ? (
        <EmptyState message={empty('currentlyNoData')} />
      ) : (
        <ClientMessages locale={lang} pick={faqWords}>
          <FaqSearch questions={questions} />
        </ClientMessages>
      )}
    </PageFrame>
  );
}
