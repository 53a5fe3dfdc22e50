import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/Link';
import type { ReactNode } from 'react';
import { ClubCrest } from '@/components/layout/ClubCrest';
import type { ClubIdentity } from '@/lib/data/club-identity';
import { clubChannels, socialNetworkNames, type ClubInfo } from '@/lib/data/club-settings';
import { TIME_ZONE, type Locale } from '@/lib/domain/i18n/locales';
import { localizedPath } from '@/lib/domain/i18n/routes';
import type { MenuItem } from '@/lib/domain/navigation/menu-types';
import type { Menus } from '@/lib/server/navigation/menus';
import { CookieSettingsButton } from '@/components/consent/CookieSettingsButton';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { backToTopWords } from './words';
import { cookieSettingsWords } from '@/components/consent/words';
import { BackToTop } from './BackToTop';
import { SocialIcon } from './SocialIcon';
import { telHref } from '@/lib/domain/club/phone-link';
import styles from './SiteFooter.module.css';

const brusselsYear = () =>
  new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: TIME_ZONE }).format(new Date());

function Column({ title, items, children }: { title: string; items: MenuItem[]; children?: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.label}>
            <Link href={item.to ?? '#'}>{item.label}</Link>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}

type Props = { locale: Locale; identity: ClubIdentity; info: ClubInfo; menus: Menus };

export async function SiteFooter({ locale, identity, info, menus }: Props) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  // The club's own line (Club settings), else this year's: the page is rendered again on a publish.
  const copyright = identity.copyright ?? t('copyright', { year: brusselsYear(), club: identity.name });
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link href={localizedPath(locale, 'index')} aria-label={identity.name}>
            <ClubCrest identity={identity} size={72} lazy />
          </Link>
          {/* Each detail once the club has saved it in its settings (a new site has none). */}
          {(info.address.street || info.phone || info.email) && (
            <address className={styles.contact}>
              <h2>{t('contact')}</h2>
              {info.address.street && (
                <p>
                  <span className="visually-hidden">{t('address')}: </span>
                  {info.address.street}
                  <br />
                  {`${info.address.postalCode} ${info.address.city}`}
                </p>
              )}
              {info.phone && (
                <p>
                  {t('phone')}: <a href={telHref(info.phone)}>{info.phone}</a>
                </p>
              )}
              {info.email && (
                <p>
                  {t('email')}: <a href={`mailto:${info.email}`}>{info.email}</a>
                </p>
              )}
            </address>
          )}
        </div>
        <Column title={t('matches')} items={menus.footer.matches} />
        <Column title={t('teams')} items={menus.footer.teams} />
        <Column title={t('news')} items={menus.footer.news} />
        <Column title={t('support')} items={menus.footer.support}>
          <li>
            <ClientMessages locale={locale} pick={cookieSettingsWords}>
              <CookieSettingsButton />
            </ClientMessages>
          </li>
        </Column>
        {(info.apps.ios || info.apps.android) && (
          <div>
            <h2>{t('apps')}</h2>
            <ul>
              {info.apps.ios && (
                <li>
                  <a href={info.apps.ios} rel="noopener">
                    {t('appStore')}
                  </a>
                </li>
              )}
              {info.apps.android && (
                <li>
                  <a href={info.apps.android} rel="noopener">
                    {t('googlePlay')}
                  </a>
                </li>
              )}
            </ul>
          </div>
        )}
      </div>
      <div className={styles.bottom}>
        <p>{copyright}</p>
        <ul className={styles.social} aria-label={t('followUs')}>
          {clubChannels(info).map((network) => (
            <li key={network}>
              <a
                href={info.social[network]}
                rel="noopener"
                aria-label={t('social', { network: socialNetworkNames[network], club: identity.name })}
              >
                <SocialIcon network={network} />
              </a>
            </li>
          ))}
        </ul>
        <ClientMessages locale={locale} pick={backToTopWords}>
          <BackToTop />
        </ClientMessages>
      </div>
    </footer>
  );
}
