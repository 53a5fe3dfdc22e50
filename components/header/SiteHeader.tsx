import { getMessages, getTranslations } from 'next-intl/server';
import { ClubCrest } from '@/components/layout/ClubCrest';
import { club } from '@/lib/club.mjs';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routes';
import type { Menus } from '@/lib/navigation/menus';
import { HeaderBar } from './HeaderBar';

/** Translates the header once on the server; the client part only handles interaction. */
export async function SiteHeader({ locale, menus }: { locale: Locale; menus: Menus }) {
  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'Header' }),
    getMessages({ locale }),
  ]);
  return (
    <HeaderBar
      locale={locale}
      newsletterMessages={{ Newsletter: messages.Newsletter }}
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
