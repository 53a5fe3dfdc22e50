'use client';

import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

/**
 * A value only the browser knows (the address, the frame it runs in), read once it
 * hydrates: `onServer` in the server's HTML and during hydration, so both render alike,
 * then `read()`. `read` must return the same value on every call (a primitive).
 */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(nothingToWatch, read, () => onServer);
}

/**
 * False in the server's HTML and during hydration, then true: for a component whose
 * rendering itself changes once its script runs. It renders that component a second
 * time, synchronously, right after hydration (React's rule for a store whose value
 * differs from the server's): to flag an element for CSS, `markEnhanced` costs nothing.
 */
export function useEnhanced(): boolean {
  return useBrowserValue(() => true, false);
}

/**
 * A ref callback that flags its element `data-enhanced` in the commit that hydrates
 * or mounts it, i.e. once its handlers are live. Menus use it so that CSS opens them
 * on hover and focus only while no script does (without JavaScript, or before it has
 * run). Set on the element rather than rendered: `useEnhanced` rendered every menu
 * and each of its links again right after hydration, the longest task of a page's
 * start (docs/performance.md "Performance").
 */
export function markEnhanced(element: HTMLElement | null): void {
  element?.setAttribute('data-enhanced', '');
}
