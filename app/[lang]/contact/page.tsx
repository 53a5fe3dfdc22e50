import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/layout/PageFrame';
import { metadataFor, type LangParams } from '@/components/layout/screen-page';
import { getClubInfo } from '@/lib/data/club-settings';
import { pageLocale } from '@/lib/i18n/page-locale';

export const generateMetadata = metadataFor('contact');

export default async function ContactPage({ params }: LangParams) {
  const lang = await pageLocale(params);
  const [info, t] = await Promise.all([
    getClubInfo(lang),
    getTranslations({ locale: lang, namespace: 'Contact' }),
  ]);
  return (
    <PageFrame locale={lang} screen="contact">
      <div className="contact-cards">
        <section className="card">
          <h2>{t('visit')}</h2>
          <address>
            {info.name}
            <br />
            {info.address.street}
            <br />
            {info.address.postalCode} {info.address.city}
          </address>
        </section>
        <section className="card">
          <h2>{t('call')}</h2>
          <p>
            <a href={`tel:${info.phone.replace(/[^+\d]/g, '')}`}>{info.phone}</a>
          </p>
        </section>
        <section className="card">
          <h2>{t('write')}</h2>
          <p>
            <a href={`mailto:${info.email}`}>{info.email}</a>
          </p>
        </section>
      </div>
    </PageFrame>
  );
}
