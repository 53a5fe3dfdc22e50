import { ClientMessages } from '@/components/i18n/ClientMessages';
import { ClubCrest } from '@/components/layout/ClubCrest';
import type { ClubIdentity } from '@/lib/data/club-identity';
import type { Locale } from '@/lib/domain/i18n/locales';
import { localizedPath } from '@/lib/domain/i18n/routes';
import type { Menus } from '@/lib/server/navigation/menus';
import { HeaderBar } from './HeaderBar';
import { headerWords } from './words';

/** The header: menus built on the server; the client part handles interaction. */
export function SiteHeader({
  locale,
  identity,
  menus,
}: {
  locale: Locale;
  identity: ClubIdentity;
  menus: Menus;
}) {
  return (
    <ClientMessages locale={locale} pick={headerWords}>
      <HeaderBar
        locale={locale}
        homeHref={localizedPath(locale, 'index')}
        clubName={identity.name}
        logo={<ClubCrest identity={identity} variant="monochrome" />}
        main={menus.main}
        top={menus.top}
        memberPortal={menus.memberPortal}
        drawerSections={menus.drawerSections}
        drawerLinks={menus.drawerLinks}
      />
    </ClientMessages>
  );
}
