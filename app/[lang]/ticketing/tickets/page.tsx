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
import table from '@/components/ui/table.module.css';

export const generateMetadata = metadataFor('ticketing-tickets');

/** Ticket prices per age and kind of game (SPEC §3), the counter note and the way to the ticket shop. */
export default async function TicketsPage({ params }: LangParams) {
  const lang = await pageLocale(params);
  const [text, ticketing, t, choices, format] = await Promise.all([
    getPageText(pageKeyOf('ticketing-tickets'), lang),
    getTicketing(),
    getTranslations({ locale: lang, namespace: 'Ticketing' }),
    getTranslations({ locale: lang, namespace: 'Choices' }),
    getFormatter({ locale: lang }),
  ]);
  const euro = (amount: number) => format.number(amount, { style: 'currency', currency: 'EUR' });
  return (
    <PageFrame locale={lang} screen="ticketing-tickets" lead={<PageLead text={text} />}>
      <PageBody text={text} />
      {/* Scrolls sideways on its own on the narrowest phones: the page itself never does. */}
      <div className={table.scroll} role="region" aria-label={t('pricesCaption')} tabIndex={0}>
        <table className={styles.table}>
          <caption>{t('pricesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('ageGroup')}</th>
              <th scope="col">{t('normalGame')}</th>
              <th scope="col">{t('subtopGame')}</th>
              <th scope="col">{t('topGame')}</th>
            </tr>
          </thead>
          <tbody>
            {ticketing.prices.map((row) => (
              <tr key={row.ageGroup}>
                <th scope="row">{choices(`priceCategory.${row.ageGroup}`)}</th>
                <td>{euro(row.normal)}</td>
                <td>{euro(row.subtop)}</td>
                <td>{euro(row.top)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.note}>{t('counterNote')}</p>
      <p>{t('onlineNote')}</p>
      <TicketShopLink locale={lang} />
    </PageFrame>
  );
}
