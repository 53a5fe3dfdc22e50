import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { newsletterWords } from '@/components/newsletter/words';
import { PageFrame } from '@/components/layout/PageFrame';
import { metadataFor, type LangParams } from '@/components/screens/screen-page';
import { NewsletterForm } from '@/components/newsletter/on-interaction/NewsletterForm';
import { pageLocale } from '@/lib/domain/i18n/page-locale';
// The form's styles come with the page: its code, which imports them as well, loads on first use.
import '@/components/newsletter/NewsletterForm.module.css';

export const generateMetadata = metadataFor('newsletter');

/** The newsletter page carries the same form as the header's modal (SPEC §4). */
export default async function NewsletterPage({ params }: LangParams) {
  const lang = await pageLocale(params);
  const t = await getTranslations({ locale: lang, namespace: 'Newsletter' });
  return (
    <PageFrame locale={lang} screen="newsletter" lead={<p>{t('intro')}</p>}>
      <ClientMessages locale={lang} pick={newsletterWords}>
        <NewsletterForm />
      </ClientMessages>
    </PageFrame>
  );
}
