'use client';

import { translationsFor } from '#translations';
import { Link } from '@/components/ui/Link';
import { usePathname } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import { markEnhanced } from '@/components/ui/use-browser-value';
import { languageLinks, rememberLocale } from '@/lib/domain/i18n/language-links';
import { localeNames, locales, type Locale } from '@/lib/domain/i18n/locales';
import dropdown from './Dropdown.module.css';
import styles from './LanguageControl.module.css';
import type { headerWords } from './words';

const useTranslations = translationsFor<typeof headerWords>();

type Props = { current: Locale; variant: 'dropdown' | 'list'; onChoose?: () => void };

/**
 * Links to the same page in each language; the active one is highlighted.
 * Choosing one writes the locale cookie, so `/` opens in that language next
 * time. A detail page's slug is translated by the page itself (it redirects a
 * slug from another language to its own).
 */
export function LanguageControl({ current, variant, onChoose }: Props) {
  const label = useTranslations('Header')('language');
  const hrefs = languageLinks(usePathname(), current);
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);

  const links = locales.map((locale) => (
    <li key={locale}>
      <Link
        href={hrefs[locale]}
        lang={locale}
        className={locale === current ? `${styles.link} ${styles.active}` : styles.link}
        aria-current={locale === current ? 'true' : undefined}
        onClick={() => {
          rememberLocale(locale);
          onChoose?.();
        }}
      >
        {/* The visible code is part of the accessible name (WCAG 2.5.3, label in name). */}
        {locale.toUpperCase()}
        <span className="visually-hidden">{` ${localeNames[locale]}`}</span>
      </Link>
    </li>
  ));

  if (variant === 'list') {
    return (
      <nav aria-label={label} className={styles.list}>
        <ul>{links}</ul>
      </nav>
    );
  }

  return (
    <div
      ref={markEnhanced}
      className={`${dropdown.dropdown} ${styles.menu}`}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setOpen(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setOpen(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={`${dropdown.toggle} ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={id}
        aria-label={`${current.toUpperCase()} · ${label}: ${localeNames[current]}`}
        onClick={() => setOpen((value) => !value)}
      >
        {current.toUpperCase()}
        <span className={dropdown.chevron} aria-hidden="true" />
      </button>
      <ul id={id} className={`${dropdown.panel} ${styles.panel}`} hidden={!open}>
        {links}
      </ul>
    </div>
  );
}
