'use client';

import { translationsFor } from '#translations';
import { useCallback, useRef, useState } from 'react';
import type { Locale } from '@/lib/domain/i18n/locales';
import type { MenuItem, ResultsSection } from '@/lib/domain/navigation/menu-types';
import { scrollToElement } from '@/lib/shared/browser/scroll';
import { scrolling } from '@/lib/shared/browser/ui-constants';
import { useFocusTrap } from '@/components/ui/use-focus-trap';
import { markEnhanced } from '@/components/ui/use-browser-value';
import { LanguageControl } from './LanguageControl';
import { MenuLink } from './MenuLink';
import styles from './MobileDrawer.module.css';
import type { headerWords } from './words';

const useTranslations = translationsFor<typeof headerWords>();

type Props = {
  locale: Locale;
  open: boolean;
  onClose: () => void;
  sections: MenuItem[];
  links: MenuItem[];
};

/**
 * Matches and news links land on a list the visitor came for: once the new
 * page has settled, bring its results section into view (SPEC §9). On a slow
 * connection the page may arrive after the delay: the scroll then waits for it.
 */
function scheduleScrollToResults(section: ResultsSection) {
  const giveUpAt = Date.now() + scrolling.resultsDelayMs + 10_000;
  const scrollWhenThere = () => {
    const element = document.getElementById(section);
    if (element) {
      scrollToElement(element, scrolling.resultsOffset[section], scrolling.resultsDurationMs);
    } else if (Date.now() < giveUpAt) {
      setTimeout(scrollWhenThere, 100);
    }
  };
  setTimeout(scrollWhenThere, scrolling.resultsDelayMs);
}

/**
 * The phone menu: a full-screen dialog with the language list and accordion
 * sections. It is in the server's HTML, hidden until opened; without JavaScript
 * the menu button's link opens it (CSS `:target`) with every section expanded.
 */
export function MobileDrawer({ locale, open, onClose, sections, links }: Props) {
  const t = useTranslations('Header');
  const [openSection, setOpenSection] = useState<string | null>(null);
  const panel = useRef<HTMLDivElement | null>(null);
  const sectionButtons = useRef(new Map<string, HTMLButtonElement>());
  const drawerRef = useCallback((element: HTMLDivElement | null) => {
    panel.current = element;
    markEnhanced(element);
  }, []);

  const close = useCallback(() => {
    setOpenSection(null);
    onClose();
  }, [onClose]);
  useFocusTrap(panel, open, close);

  const onNavigate = (item: MenuItem) => {
    if (item.scrollTarget) scheduleScrollToResults(item.scrollTarget);
    // Closing right away keeps same-page links (a query change) from leaving it open;
    // the header also closes it on every route change.
    close();
  };

  const back = (label: string) => {
    setOpenSection(null);
    sectionButtons.current.get(label)?.focus();
  };

  const renderLinks = (items: MenuItem[]) =>
    items.map((item) =>
      item.isDropdown ? (
        <li key={item.label}>
          <span className={styles.groupTitle}>{item.label}</span>
          <ul>{renderLinks(item.items ?? [])}</ul>
        </li>
      ) : (
        <li key={item.label}>
          <MenuLink item={item} className={styles.link} onNavigate={onNavigate} />
        </li>
      ),
    );

  return (
    // Slides in with a CSS animation (MobileDrawer.module.css): no animation library on every page.
    <div
      ref={drawerRef}
      id="mobile-drawer"
      className={styles.drawer}
      hidden={!open}
      role="dialog"
      aria-modal="true"
      aria-label={t('mobileMenu')}
      tabIndex={-1}
    >
      <div className={styles.top}>
        <LanguageControl current={locale} variant="list" onChoose={close} />
        {/* A link back to the page, so that it closes the drawer without JavaScript too. */}
        <a
          href="#"
          role="button"
          className={styles.close}
          onClick={(event) => {
            event.preventDefault();
            close();
          }}
          onKeyDown={(event) => {
            if (event.key === ' ') {
              event.preventDefault();
              close();
            }
          }}
        >
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('closeMenu')}</span>
        </a>
      </div>
      <nav aria-label={t('mainNavigation')}>
        <ul>
          {sections.map((section) => {
            const expanded = openSection === section.label;
            const panelId = `drawer-${section.label.replace(/\W+/g, '-').toLowerCase()}`;
            return (
              <li key={section.label}>
                <button
                  type="button"
                  className={styles.sectionToggle}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  ref={(element) => {
                    if (element) sectionButtons.current.set(section.label, element);
                  }}
                  onClick={() => setOpenSection(expanded ? null : section.label)}
                >
                  {section.label}
                </button>
                <div id={panelId} className={styles.panel} hidden={!expanded}>
                  <button type="button" className={styles.back} onClick={() => back(section.label)}>
                    ‹ {t('back')}
                  </button>
                  <ul>{renderLinks(section.items ?? [])}</ul>
                </div>
              </li>
            );
          })}
        </ul>
        <ul className={styles.links}>{renderLinks(links)}</ul>
      </nav>
    </div>
  );
}
