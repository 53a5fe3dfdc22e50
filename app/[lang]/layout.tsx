import type { Metadata, Viewport } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import { BuildWatcher } from '@/components/app-shell/BuildWatcher';
import { ClientStartWatch } from '@/components/app-shell/ClientStartWatch';
import { NavigationEvents } from '@/components/app-shell/NavigationEvents';
import { CookieConsent } from '@/components/consent/CookieConsent';
import { TagManager } from '@/components/consent/TagManager';
import { SiteFooter } from '@/components/footer/SiteFooter';
import { SiteHeader } from '@/components/header/SiteHeader';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { PreviewBanner } from '@/components/preview/PreviewBanner';
import { club } from '@/lib/club.mjs';
import { getClubInfo } from '@/lib/data/club-settings';
import { localeTags, locales, type Locale } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { buildMenus } from '@/lib/navigation/menus';
import { previewShowsDrafts } from '@/lib/preview/editor-session';
import { baseMetadata } from '@/lib/seo/metadata';
// The global layer: tokens, reset, type, the shared utilities and the loading bar.
// Every feature's own rules live in a CSS module beside its component.
import './styles/tokens.css';
import './styles/reset.css';
import './styles/typography.css';
import './styles/utilities.css';
import './styles/loading-bar.css';
import styles from './layout.module.css';

type Props = { children: ReactNode; params: Promise<{ lang: string }> };

export function generateStaticParams() {
  return locales.map((lang) => ({ lang }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'Meta' });
  return {
    ...baseMetadata(),
    title: { default: club.name, template: t('titleTemplate', { title: '%s', club: club.name }) },
    description: t('siteDescription', { club: club.name }),
    applicationName: club.name,
  };
}

export const viewport: Viewport = { themeColor: '#14213d', width: 'device-width', initialScale: 1 };

export default async function SiteLayout({ children, params }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  const locale: Locale = lang;
  setRequestLocale(locale);

  const [info, header, preview] = await Promise.all([
    getClubInfo(locale),
    getTranslations({ locale, namespace: 'Header' }),
    previewShowsDrafts(),
  ]);
  const menus = await buildMenus(locale, info);

  return (
    // CookieConsent's inline script marks <html> before hydration.
    <html lang={localeTags[locale]} suppressHydrationWarning>
      <body>
        <ClientStartWatch />
        {/* The error and 404 screens' words: Next renders them at boundaries inside this
            layout, without props. Every other island gets its own from its server parent. */}
        <ClientMessages locale={locale} pick={['Error', 'NotFound']}>
          <div id="home-top" tabIndex={-1} />
          <a className={styles.skipLink} href="#main">
            {header('skipToContent')}
          </a>
          {/* Early in the page, though shown at the bottom: it paints with the page's first
              content, and keyboard users meet it before the page it partly covers. */}
          <CookieConsent locale={locale} />
          <Suspense fallback={null}>
            <NavigationEvents />
            <TagManager />
          </Suspense>
          <SiteHeader locale={locale} menus={menus} />
          <main id="main" className={styles.main} tabIndex={-1}>
            {children}
          </main>
          <SiteFooter locale={locale} info={info} menus={menus} />
          <BuildWatcher />
          {preview && (
            <Suspense fallback={null}>
              <PreviewBanner locale={locale} />
            </Suspense>
          )}
        </ClientMessages>
      </body>
    </html>
  );
}
