'use client';

import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { markEnhanced } from '@/components/ui/use-browser-value';
import type { MenuItem } from '@/lib/domain/navigation/menu-types';
import { MenuLink } from './MenuLink';
import styles from './Dropdown.module.css';

type Props = {
  item: MenuItem;
  nested?: boolean;
};

/**
 * A menu that opens on hover (SPEC §4) and on keyboard: Enter, Space or
 * ArrowDown open it, Escape closes it and returns focus to its button, and it
 * closes when focus or the pointer leaves. Its links are in the server's HTML,
 * hidden until opened (the WAI-ARIA disclosure pattern); until the script runs,
 * CSS opens it on hover and focus (Dropdown.module.css, `.dropdown:not([data-enhanced])`).
 */
export function Dropdown({ item, nested = false }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLUListElement>(null);
  const pointerType = useRef<string | null>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  const focusItem = (index: number) => {
    const links = panel.current?.querySelectorAll<HTMLElement>(':scope > li > a, :scope > li > div > button');
    if (!links || links.length === 0) return;
    links[(index + links.length) % links.length].focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || (nested && event.key === 'ArrowRight')) {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusItem(0));
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    const links = Array.from(
      panel.current?.querySelectorAll<HTMLElement>(':scope > li > a, :scope > li > div > button') ?? [],
    );
    const index = links.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      // A nested menu handles its own arrows; the outer panel must not move focus again.
      event.stopPropagation();
      focusItem(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      event.stopPropagation();
      focusItem(index - 1);
    }
  };

  return (
    <div
      ref={markEnhanced}
      className={nested ? `${styles.dropdown} ${styles.nested}` : styles.dropdown}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setOpen(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setOpen(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          close(true);
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        onPointerDown={(event) => {
          pointerType.current = event.pointerType;
        }}
        onClick={() => {
          // Hover has already opened it for a mouse; a click must not shut it again.
          const mouse = pointerType.current === 'mouse';
          pointerType.current = null;
          setOpen((value) => (mouse ? true : !value));
        }}
        onKeyDown={onButtonKeyDown}
      >
        {item.label}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      {/* Fades in with a CSS animation (Dropdown.module.css): no animation library on every page. */}
      <ul ref={panel} id={id} className={styles.panel} hidden={!open} onKeyDown={onPanelKeyDown}>
        {item.items?.map((child) => (
          <li key={child.label}>
            {child.isDropdown ? (
              <Dropdown item={child} nested />
            ) : (
              <MenuLink item={child} className={styles.link} onNavigate={() => setOpen(false)} />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
