'use client';

import { translationsFor } from '#translations';
import { animateScrollTo } from '@/lib/shared/browser/scroll';
import { scrolling } from '@/lib/shared/browser/ui-constants';
import styles from './BackToTop.module.css';
import type { backToTopWords } from './words';

const useTranslations = translationsFor<typeof backToTopWords>();

/** Scrolls back to the top of the page in one second (SPEC §9). */
export function BackToTop() {
  const t = useTranslations('Footer');
  return (
    <a
      href="#home-top"
      className={styles.link}
      onClick={(event) => {
        event.preventDefault();
        animateScrollTo(0, scrolling.toTopDurationMs);
        document.getElementById('home-top')?.focus({ preventScroll: true });
      }}
    >
      {t('backToTop')}
    </a>
  );
}
