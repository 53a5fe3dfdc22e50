import { MascotVisitForm } from '@/components/forms/on-interaction/MascotVisitForm';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { mascotFormWords } from '@/components/forms/words';
import { PageFrame } from '@/components/layout/PageFrame';
import { metadataFor, type LangParams } from '@/components/screens/screen-page';
import { PageBody, PageLead } from '@/components/pages/PageText';
import { clubWords, getClubIdentity } from '@/lib/data/club-identity';
import { getPageText } from '@/lib/data/pages';
import { localizedPath } from '@/lib/domain/i18n/routes';
import { pageLocale } from '@/lib/domain/i18n/page-locale';
import { pageKeyOf } from '@/lib/domain/screens/registry';
// The form's styles come with the page: its code, which imports them as well, loads on first use.
import '@/components/forms/forms.module.css';

export const generateMetadata = metadataFor('about-binkie');

/** The mascot, and the form to invite it. */
export default async function MascotPage({ params }: LangParams) {
  const lang = await pageLocale(params);
  const [text, identity] = await Promise.all([
    getPageText(pageKeyOf('about-binkie'), lang),
    getClubIdentity(lang),
  ]);
  const words = clubWords(identity, lang);
  return (
    <PageFrame locale={lang} screen="about-binkie" lead={<PageLead text={text} />}>
      <PageBody text={text} />
      <ClientMessages locale={lang} pick={mascotFormWords}>
        <MascotVisitForm
          privacyHref={localizedPath(lang, 'privacy-policy')}
          clubName={words.club}
          mascotName={words.mascot}
        />
      </ClientMessages>
    </PageFrame>
  );
}
