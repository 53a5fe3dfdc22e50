'use client';

import { useEffect, useState } from 'react';

/**
 * False in the server's HTML and until hydration, then true. Menus mark
 * themselves with it so that CSS opens them on hover and focus only while no
 * script does (without JavaScript, or before it has run).
 */
export function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return enhanced;
}
