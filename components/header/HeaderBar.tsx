'use client';

import { translationsFor } from '#translations';
import { Link } from '@/components/ui/Link';
import { usePathname } from 'next/navigation';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { MessagesProvider } from '@/components/i18n/MessagesProvider';
import type { CompiledMessages } from '@/components/i18n/translations.client';
import { loadDialogMessages } from '@/components/newsletter/dialog-messages';
import type { Locale } from '@/lib/domain/i18n/locales';
import type { MenuItem } from '@/lib/domain/navigation/menu-types';
import { Dropdown } from './Dropdown';
import { LanguageControl } from './LanguageControl';
import { MenuLink } from './MenuLink';
import { MobileDrawer } from './MobileDrawer';
import styles from './HeaderBar.module.css';
import type { headerWords } from './words';

const useTranslations = translationsFor<typeof headerWords>();

// The form and its validation load on the first click, not with every page.
// (React.lazy rather than next/dynamic: the modal never renders on the server, and
// next/dynamic's loader would itself add ≈ 1 KB to every page.)
const loadNewsletterModal = () => import('@/components/newsletter/NewsletterModal');
const NewsletterModal = lazy(() =>
  loadNewsletterModal().then((module) => ({ default: module.NewsletterModal })),
);

const DRAWER_HASH = '#mobile-drawer';

type Props = {
  locale: Locale;
  homeHref: string;
  /** The club's name, which the home link is read as. */
  clubName: string;
  logo: ReactNode;
  main: MenuItem[];
  top: MenuItem[];
  /** None until the club sets its member portal's address. */
  memberPortal: MenuItem | null;
  drawerSections: MenuItem[];
  drawerLinks: MenuItem[];
};

/**
 * The interactive header: scrolled style, desktop menus and the phone drawer. Its
 * words come from SiteHeader's ClientMessages; the newsletter dialog's with the
 * dialog, on its first opening.
 */
export function HeaderBar(props: Props) {
  const { locale, homeHref, clubName, logo, main, top, memberPortal, drawerSections, drawerLinks } = props;
  const t = useTranslations('Header');
  const [scrolled, setScrolled] = useState(false);
  // The dialog's words once fetched; the dialog shows while they are here and it is open.
  const [newsletterMessages, setNewsletterMessages] = useState<CompiledMessages | null>(null);
  const [newsletterOpen, setNewsletterOpen] = useState(false);
  const pathname = usePathname();
  // The drawer belongs to the page it was opened on, so it is closed after every route
  // change (SPEC §4) without an effect that would first draw the new page with it open.
  const [drawerOpenOn, setDrawerOpenOn] = useState<string | null>(null);
  const drawerOpen = drawerOpenOn === pathname;
  const openDrawer = () => setDrawerOpenOn(pathname);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 0);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // A tap on the menu button before the scripts ran opened the drawer through its link
  // (#mobile-drawer, CSS :target): it stays open once they run, and the address loses the
  // hash now, while no navigation is under way, so that closing it needs no history change.
  useEffect(() => {
    if (window.location.hash !== DRAWER_HASH) return;
    // The address is outside React: read once, after hydration, like the scroll position.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDrawerOpenOn(pathname);
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, [pathname]);

  const closeDrawer = useCallback(() => setDrawerOpenOn(null), []);
  const closeNewsletter = useCallback(() => setNewsletterOpen(false), []);
  // The dialog's code and words load together; if its words cannot be had, the
  // newsletter page (the link's own address) has the same form.
  const openNewsletter = (pageHref: string | undefined) => {
    void loadNewsletterModal();
    loadDialogMessages(locale).then(
      (messages) => {
        setNewsletterMessages(messages);
        setNewsletterOpen(true);
      },
      () => window.location.assign(pageHref ?? window.location.href),
    );
  };

  return (
    <>
      <header
        className={scrolled ? `${styles.header} ${styles.scrolled}` : styles.header}
        data-scrolled={scrolled}
      >
        <nav className={styles.topBar} aria-label={t('topNavigation')}>
          <ul className={styles.topBarLinks}>
            {top.map((item) => (
              <li key={item.label}>
                {item.action === 'newsletter' ? (
                  // The newsletter page without JavaScript; with it, the dialog (SPEC §2).
                  <a
                    href={item.to}
                    role="button"
                    className={`${styles.topBarLink} ${styles.topBarButton}`}
                    aria-haspopup="dialog"
                    onClick={(event) => {
                      event.preventDefault();
                      openNewsletter(item.to);
                    }}
                    onKeyDown={(event) => {
                      if (event.key === ' ') {
                        event.preventDefault();
                        openNewsletter(item.to);
                      }
                    }}
                  >
                    {item.label}
                  </a>
                ) : (
                  <MenuLink item={item} className={styles.topBarLink} />
                )}
              </li>
            ))}
            <li>
              <LanguageControl current={locale} variant="dropdown" />
            </li>
            {memberPortal && (
              <li>
                <MenuLink item={memberPortal} className={`${styles.topBarLink} ${styles.portal}`} />
              </li>
            )}
          </ul>
        </nav>
        <div className={styles.mainBar}>
          <Link href={homeHref} className={styles.logo} aria-label={t('homeLink', { club: clubName })}>
            {logo}
          </Link>
          <nav className={styles.mainMenu} aria-label={t('mainNavigation')}>
            <ul>
              {main.map((item) => (
                <li key={item.label}>
                  <Dropdown item={item} />
                </li>
              ))}
            </ul>
          </nav>
          {/* A link to the drawer, so that without JavaScript it opens it too (CSS :target). */}
          <a
            href={DRAWER_HASH}
            role="button"
            className={styles.menuButton}
            aria-expanded={drawerOpen}
            aria-controls="mobile-drawer"
            onClick={(event) => {
              event.preventDefault();
              openDrawer();
            }}
            onKeyDown={(event) => {
              // A button opens on Space too; the link alone would scroll the page.
              if (event.key === ' ') {
                event.preventDefault();
                openDrawer();
              }
            }}
          >
            <span className={styles.hamburger} aria-hidden="true" />
            <span className="visually-hidden">{t('openMenu')}</span>
          </a>
        </div>
      </header>
      {newsletterOpen && newsletterMessages && (
        <MessagesProvider locale={locale} messages={newsletterMessages}>
          <Suspense fallback={null}>
            <NewsletterModal open onClose={closeNewsletter} />
          </Suspense>
        </MessagesProvider>
      )}
      <MobileDrawer
        locale={locale}
        open={drawerOpen}
        onClose={closeDrawer}
        sections={drawerSections}
        links={drawerLinks}
      />
    </>
  );
}
