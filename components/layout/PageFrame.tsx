import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { clubWords, getClubIdentity } from '@/lib/data/club-identity';
import type { Locale } from '@/lib/domain/i18n/locales';
import { localizedPath } from '@/lib/domain/i18n/routes';
import { ancestors, screenTitle, type ScreenName } from '@/lib/domain/screens/registry';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';
import styles from './PageFrame.module.css';

type Props = {
  locale: Locale;
  /** The screen this page is, or its parent when the page is a CMS item. */
  screen: ScreenName;
  /** A CMS item's own title; without it the page is the screen itself. */
  title?: string;
  lead?: ReactNode;
  children?: ReactNode;
};

/** Heading and breadcrumbs of every inner page. */
export async function PageFrame({ locale, screen, title, lead, children }: Props) {
  const pages = await getTranslations({ locale, namespace: 'Pages' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  const names = clubWords(await getClubIdentity(locale), locale);

  const trail: Crumb[] = [...ancestors(screen), ...(title ? [screen] : [])].map((crumb) => ({
    label: pages(screenTitle(crumb), names),
    href: localizedPath(locale, crumb),
  }));
  const heading = title ?? pages(screenTitle(screen), names);

  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <Breadcrumbs label={common('breadcrumbs')} trail={trail} current={heading} />
        <h1>{heading}</h1>
        {lead && <div className={styles.lead}>{lead}</div>}
      </header>
      <div>{children}</div>
    </article>
  );
}
