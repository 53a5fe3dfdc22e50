import { getFormatter, getTranslations } from 'next-intl/server';
import { VipReservationForm } from '@/components/forms/on-interaction/VipReservationForm';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { vipFormWords } from '@/components/forms/words';
import { PageFrame } from '@/components/layout/PageFrame';
import { metadataFor, type LangParams } from '@/components/screens/screen-page';
import { PageBody, PageLead } from '@/components/pages/PageText';
import styles from '@/components/pages/pages.module.css';
import { CHAMPAGNE_TABLE_EUR } from '@/lib/domain/forms/vip-reservation-form';
import { getClubIdentity } from '@/lib/data/club-identity';
import { getPageText } from '@/lib/data/pages';
import { listDinners, listHomeFixtures } from '@/lib/data/ticketing';
import { localizedPath } from '@/lib/domain/i18n/routes';
import { pageLocale } from '@/lib/domain/i18n/page-locale';
import { pageKeyOf } from '@/lib/domain/screens/registry';
// The form's styles come with the page: its code, which imports them as well, loads on first use.
import '@/components/forms/forms.module.css';
import card from '@/components/ui/card.module.css';

export const generateMetadata = metadataFor('business-vip-experience');

/** The VIP match experience: the dining offer, the champagne table and the reservation form. */
export default async function VipExperiencePage({ params }: LangParams) {
  const lang = await pageLocale(params);
  const [text, dinners, fixtures, t, choices, format, identity] = await Promise.all([
    getPageText(pageKeyOf('business-vip-experience'), lang),
    listDinners(lang),
    listHomeFixtures(lang),
    getTranslations({ locale: lang, namespace: 'Business' }),
    getTranslations({ locale: lang, namespace: 'Choices' }),
    getFormatter({ locale: lang }),
    getClubIdentity(lang),
  ]);
  const euro = (amount: number) =>
    format.number(amount, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  return (
    <PageFrame locale={lang} screen="business-vip-experience" lead={<PageLead text={text} />}>
      <PageBody text={text} />
      <h2>{t('dinnersTitle')}</h2>
      <ul className={styles.cards}>
        {dinners.map((dinner) => (
          <li key={dinner.type} className={card.card}>
            <h3>{choices(`dinner.${dinner.type}`)}</h3>
            <p>{dinner.description}</p>
            <p className={styles.note}>{t('pricePerGuest', { price: euro(dinner.pricePerGuest) })}</p>
          </li>
        ))}
      </ul>
      <p className={styles.note}>{t('champagne', { price: euro(CHAMPAGNE_TABLE_EUR) })}</p>
      <ClientMessages locale={lang} pick={vipFormWords}>
        <VipReservationForm
          fixtures={fixtures.map(({ id, label, competition }) => ({ id, label, competition }))}
          privacyHref={localizedPath(lang, 'privacy-policy')}
          clubName={identity.name}
        />
      </ClientMessages>
    </PageFrame>
  );
}
