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
 * False in the server's HTML and during hydration, then true. Menus mark
 * themselves with it so that CSS opens them on hover and focus only while no
 * script does (without JavaScript, or before it has run).
 */
export function useEnhanced(): boolean {
  return useBrowserValue(() => true, false);
}
