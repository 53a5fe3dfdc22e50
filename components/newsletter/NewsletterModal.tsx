'use client';

import { AnimatePresence, LazyMotion, MotionConfig, domAnimation, m } from 'framer-motion';
import { translationsFor } from '#translations';
import { useId, useRef } from 'react';
import { useFocusTrap } from '@/components/ui/use-focus-trap';
import { NewsletterForm } from './NewsletterForm';
import styles from './NewsletterModal.module.css';
import type { newsletterWords } from './words';

const useTranslations = translationsFor<typeof newsletterWords>();

/**
 * The header's newsletter dialog (SPEC §4): closes on the backdrop or the close
 * icon, never on a click inside; Escape closes; focus stays inside and returns
 * to the button that opened it.
 */
export function NewsletterModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('Newsletter');
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, open, onClose);

  // Loaded on the first click (HeaderBar), so the animation library comes with it.
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">
        <AnimatePresence>
          {open && (
            <m.div
              className={styles.backdrop}
              data-testid="newsletter-backdrop"
              initial={{ opacity: 0 }}
              animate={{ opacity: 1 }}
              exit={{ opacity: 0 }}
              onClick={(event) => {
                if (event.target === event.currentTarget) onClose();
              }}
            >
              <m.div
                ref={dialog}
                className={styles.dialog}
                role="dialog"
                aria-modal="true"
                aria-labelledby={titleId}
                tabIndex={-1}
                initial={{ y: 24, opacity: 0 }}
                animate={{ y: 0, opacity: 1 }}
                exit={{ y: 24, opacity: 0 }}
              >
                <h2 id={titleId}>{t('title')}</h2>
                <p>{t('intro')}</p>
                <NewsletterForm idPrefix="newsletter-modal" />
                {/* Last in the DOM (shown top right): the first field gets focus when the dialog opens. */}
                <button type="button" className={styles.close} onClick={onClose}>
                  <span aria-hidden="true">×</span>
                  <span className="visually-hidden">{t('close')}</span>
                </button>
              </m.div>
            </m.div>
          )}
        </AnimatePresence>
      </MotionConfig>
    </LazyMotion>
  );
}
