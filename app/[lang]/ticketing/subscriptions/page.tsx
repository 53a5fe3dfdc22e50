import { getFormatter, getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/layout/PageFrame';
import { metadataFor, type LangParams } from '@/components/screens/screen-page';
import { PageBody, PageLead } from '@/components/pages/PageText';
import styles from '@/components/pages/pages.module.css';
import { TicketShopLink } from '@/components/pages/TicketShopLink';
import { getPageText } from '@/lib/data/pages';
import { getTicketing } from '@/lib/data/ticketing';
import { pageLocale } from '@/lib/domain/i18n/page-locale';
import { pageKeyOf } from '@/lib/domain/screens/registry';
import card from '@/components/ui/card.module.css';

export const generateMetadata = metadataFor('ticketing-subscriptions');

/** Season subscriptions per stand (SPEC §3): price, reduced price and the perks included. */
export default async function SubscriptionsPage({ params }: LangParams) {
  const lang = await pageLocale(params);
  const [text, ticketing, t, format] = await Promise.all([
    getPageText(pageKeyOf('ticketing-subscriptions'), lang),
    getTicketing(),
    getTranslations({ locale: lang, namespace: 'Ticketing' }),
    getFormatter({ locale: lang }),
  ]);
  const euro = (amount: number) => format.number(amount, { style: 'currency', currency: 'EUR' });
  return (
    <PageFrame locale={lang} screen="ticketing-subscriptions" lead={<PageLead text={text} />}>
      <PageBody text={text} />
      <h2>{t('standsTitle')}</h2>
      <ul className={styles.cards}>
        {ticketing.subscriptions.map((row) => (
          <li key={row.stand} className={card.card}>
            <h3>{t(`stand.${row.stand}`)}</h3>
            <p className={styles.price}>
              {`${euro(row.adult)} `}
              <small>{t('perSeason')}</small>
            </p>
            <p>
              {t('reduced')}: {euro(row.reduced)}
            </p>
            <h4>{t('perksTitle')}</h4>
            <ul className={styles.perks}>
              {row.perks.map((perk) => (
                <li key={perk}>{t(`perk.${perk}`)}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <TicketShopLink locale={lang} />
    </PageFrame>
  );
}
