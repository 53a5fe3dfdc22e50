import { getTranslations } from 'next-intl/server';
import { getClubInfo } from '@/lib/data/club-settings';
import type { Locale } from '@/lib/domain/i18n/locales';

/** The way to the club's online ticket shop, once its address is in the club settings. */
export async function TicketShopLink({ locale }: { locale: Locale }) {
  const [info, t] = await Promise.all([
    getClubInfo(locale),
    getTranslations({ locale, namespace: 'Common' }),
  ]);
  if (!info.links.ticketShop) return null;
  return (
    <p>
      <a className="button" href={info.links.ticketShop} rel="noopener">
        {t('buyTickets')}
      </a>
    </p>
  );
}
