import { getTranslations } from 'next-intl/server';
import { ContactForm } from '@/components/forms/on-interaction/ContactForm';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { contactFormWords } from '@/components/forms/words';
import { PageFrame } from '@/components/layout/PageFrame';
import { metadataFor, type LangParams } from '@/components/screens/screen-page';
import { PageLead } from '@/components/pages/PageText';
import styles from '@/components/pages/pages.module.css';
import { telHref } from '@/lib/domain/club/phone-link';
import { getClubIdentity } from '@/lib/data/club-identity';
import { getClubInfo } from '@/lib/data/club-settings';
import { getPageText } from '@/lib/data/pages';
import { getContactDetails } from '@/lib/data/ticketing';
import { localizedPath } from '@/lib/domain/i18n/routes';
import { pageLocale } from '@/lib/domain/i18n/page-locale';
import { pageKeyOf } from '@/lib/domain/screens/registry';
// The form's styles come with the page: its code, which imports them as well, loads on first use.
import '@/components/forms/forms.module.css';
import card from '@/components/ui/card.module.css';
import { RichText } from '@/components/ui/RichText';

export const generateMetadata = metadataFor('contact');

export default async function ContactPage({ params }: LangParams) {
  const lang = await pageLocale(params);
  const [info, t, page, text, details, identity] = await Promise.all([
    getClubInfo(lang),
    getTranslations({ locale: lang, namespace: 'Contact' }),
    getTranslations({ locale: lang, namespace: 'ContactPage' }),
    getPageText(pageKeyOf('contact'), lang),
    getContactDetails(lang),
    getClubIdentity(lang),
  ]);
  return (
    <PageFrame locale={lang} screen="contact" lead={<PageLead text={text} />}>
      <div className={styles.contactCards}>
        {/* Each card once the club has saved that detail in its settings (a new site has none). */}
        {info.address.street && (
          <section className={card.card}>
            <h2>{t('visit')}</h2>
            <address>
              {info.name}
              <br />
              {info.address.street}
              <br />
              {`${info.address.postalCode} ${info.address.city}`}
            </address>
          </section>
        )}
        {info.phone && (
          <section className={card.card}>
            <h2>{t('call')}</h2>
            <p>
              <a href={telHref(info.phone)}>{info.phone}</a>
            </p>
          </section>
        )}
        {info.email && (
          <section className={card.card}>
            <h2>{t('write')}</h2>
            <p>
              <a href={`mailto:${info.email}`}>{info.email}</a>
            </p>
          </section>
        )}
      </div>
      <h2>{page('offices')}</h2>
      <div className={styles.cards}>
        {details.offices.map((office) => (
          <section key={office.id} className={card.card}>
            <h3>{office.name}</h3>
            <p>
              {office.address}
              <br />
              <a href={telHref(office.phone)}>{office.phone}</a>
              <br />
              <a href={`mailto:${office.email}`}>{office.email}</a>
            </p>
            <h4>{page('hours')}</h4>
            <dl>
              {(office.hours ?? []).map((hours) => (
                <div key={hours.id}>
                  <dt>{hours.days}</dt>
                  <dd>{hours.time}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      {details.fanMailRules && (
        <section>
          <h2>{page('fanMail')}</h2>
          <RichText data={details.fanMailRules} />
        </section>
      )}
      <ClientMessages locale={lang} pick={contactFormWords}>
        <ContactForm privacyHref={localizedPath(lang, 'privacy-policy')} clubName={identity.name} />
      </ClientMessages>
    </PageFrame>
  );
}
