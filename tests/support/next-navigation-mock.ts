import { vi } from 'vitest';

/**
 * The framework's router, stubbed for jsdom. Register it in a test file with
 * `vi.mock('next/navigation', () => import('../../support/next-navigation-mock'))` (path relative to the test).
 */
export const usePathname = () => '/en';
export const useParams = () => ({ lang: 'en' });
export const useSearchParams = () => new URLSearchParams();
export const useSelectedLayoutSegment = () => null;
export const useSelectedLayoutSegments = () => [];
export const useRouter = () => ({
  push: vi.fn(),
  replace: vi.fn(),
  prefetch: vi.fn(),
  back: vi.fn(),
  forward: vi.fn(),
  refresh: vi.fn(),
});
export const redirect = vi.fn();
export const permanentRedirect = vi.fn();
export const notFound = vi.fn();
export const RedirectType = { push: 'push', replace: 'replace' } as const;
