import type { Metadata, Viewport } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import { BuildWatcher } from '@/components/app-shell/BuildWatcher';
import { ClientStartWatch } from '@/components/app-shell/ClientStartWatch';
import { NavigationEvents } from '@/components/app-shell/NavigationEvents';
import { PrefetchOnIntent } from '@/components/app-shell/PrefetchOnIntent';
import { CookieConsent } from '@/components/consent/CookieConsent';
import { TagManager } from '@/components/consent/TagManager';
import { SiteFooter } from '@/components/footer/SiteFooter';
import { SiteHeader } from '@/components/header/SiteHeader';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { errorScreenWords } from '@/components/errors/words';
import { PreviewBanner } from '@/components/preview/PreviewBanner';
import { getClubIdentity } from '@/lib/data/club-identity';
import { siteIconPath } from '@/lib/domain/club/crest';
import { paletteCss } from '@/lib/domain/club/palette';
import { getClubInfo } from '@/lib/data/club-settings';
import { localeTags, locales, type Locale } from '@/lib/domain/i18n/locales';
import { routing } from '@/lib/domain/i18n/routing';
import { buildMenus } from '@/lib/server/navigation/menus';
import { previewShowsDrafts } from '@/lib/data/editor-session';
import { baseMetadata } from '@/lib/server/seo/metadata';
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
  const [t, identity] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'Meta' }),
    getClubIdentity(lang),
  ]);
  return {
    ...baseMetadata(),
    title: { default: identity.name, template: t('titleTemplate', { title: '%s', club: identity.name }) },
    description: t('siteDescription', { club: identity.name }),
    applicationName: identity.name,
    manifest: `/${lang}/manifest.webmanifest`,
    icons: { icon: siteIconPath(identity) },
  };
}

export async function generateViewport({ params }: Props): Promise<Viewport> {
  const { lang } = await params;
  const identity = await getClubIdentity(hasLocale(routing.locales, lang) ? lang : undefined);
  return { themeColor: identity.colours.primary, width: 'device-width', initialScale: 1 };
}

export default async function SiteLayout({ children, params }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  const locale: Locale = lang;
  setRequestLocale(locale);

  const [identity, info, header, preview] = await Promise.all([
    getClubIdentity(locale),
    getClubInfo(locale),
    getTranslations({ locale, namespace: 'Header' }),
    previewShowsDrafts(),
  ]);
  const menus = await buildMenus(locale, info, identity);

  return (
    // CookieConsent's inline script marks <html> before hydration.
    <html lang={localeTags[locale]} suppressHydrationWarning>
      <head>
        {/* The club's colours (Club settings) over tokens.css's defaults, in the server HTML:
            a change shows on the next page, before anything paints, with no script. */}
        <style id="club-colours" dangerouslySetInnerHTML={{ __html: paletteCss(identity.colours) }} />
      </head>
      <body>
        <ClientStartWatch />
        {/* The error and 404 screens' words: Next renders them at boundaries inside this
            layout, without props. Every other island gets its own from its server parent. */}
        <ClientMessages locale={locale} pick={errorScreenWords}>
          <div id="home-top" tabIndex={-1} />
          <a className={styles.skipLink} href="#main">
            {header('skipToContent')}
          </a>
          {/* Early in the page, though shown at the bottom: it paints with the page's first
              content, and keyboard users meet it before the page it partly covers. */}
          <CookieConsent locale={locale} clubName={identity.name} />
          <Suspense fallback={null}>
            <NavigationEvents />
            <PrefetchOnIntent />
            <TagManager />
          </Suspense>
          <SiteHeader locale={locale} identity={identity} menus={menus} />
          <main id="main" className={styles.main} tabIndex={-1}>
            {children}
          </main>
          <SiteFooter locale={locale} identity={identity} info={info} menus={menus} />
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
