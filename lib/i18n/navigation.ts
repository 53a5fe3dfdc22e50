import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** Locale-aware `Link`, `redirect`, `usePathname`, `useRouter` and `getPathname`. */
export const { Link, redirect, permanentRedirect, usePathname, useRouter, getPathname } =
  createNavigation(routing);
