import { getTranslations } from 'next-intl/server';
import { pickMessages } from '@/components/i18n/pick-messages';
import { ClubCrest } from '@/components/layout/ClubCrest';
import { club } from '@/lib/club.mjs';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routes';
import type { Menus } from '@/lib/navigation/menus';
import { HeaderBar } from './HeaderBar';

/** Translates the header once on the server; the client part only handles interaction. */
export async function SiteHeader({ locale, menus }: { locale: Locale; menus: Menus }) {
  const [t, newsletterMessages] = await Promise.all([
    getTranslations({ locale, namespace: 'Header' }),
    pickMessages(['Newsletter']),
  ]);
  return (
    <HeaderBar
      locale={locale}
      newsletterMessages={newsletterMessages}
      homeHref={localizedPath(locale, 'index')}
      logo={<ClubCrest />}
      main={menus.main}
      top={menus.top}
      memberPortal={menus.memberPortal}
      drawerSections={menus.drawerSections}
      drawerLinks={menus.drawerLinks}
      labels={{
        mainNavigation: t('mainNavigation'),
        topNavigation: t('topNavigation'),
        homeLink: t('homeLink', { club: club.name }),
        openMenu: t('openMenu'),
        closeMenu: t('closeMenu'),
        mobileMenu: t('mobileMenu'),
        back: t('back'),
        language: t('language'),
        opensInNewTab: t('opensInNewTab'),
      }}
    />
  );
}
