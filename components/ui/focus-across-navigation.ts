import { useEffect } from 'react';

/** The control that had the focus when a visitor started a navigation, as a selector. */
let kept: string | undefined;

/**
 * Keeps the focus on the control a visitor used to refilter a list (a select, a
 * tab, "load more") when the navigation mounts the page anew: from a list's static
 * page to its per-request variant (lib/domain/i18n/rewrites.ts) the router renders
 * another page component, and the focus would fall back to the document.
 */
export function keepFocusAcrossNavigation(selector: string): void {
  kept = selector;
}

/**
 * In the component that holds those controls, with the state the URL gave it: gives
 * the focus back once it is mounted again, and forgets it once that state arrived.
 */
export function useFocusKeptAcrossNavigation(state: string): void {
  useEffect(() => {
    const selector = kept;
    kept = undefined;
    const focused = document.activeElement;
    if (!selector || (focused && focused !== document.body)) return;
    document.querySelector<HTMLElement>(selector)?.focus({ preventScroll: true });
  }, [state]);
}
