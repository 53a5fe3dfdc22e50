'use client';

import { translationsFor } from '#translations';
import { useEffect, useRef, useState } from 'react';
import styles from './forms.module.css';
import type { formKitWords } from './words';

const useTranslations = translationsFor<typeof formKitWords>();

/**
 * The step a multi-step form shows. "Next" runs `check` (the current step's
 * fields) and moves on only when they pass; the new step's heading takes focus
 * so screen readers announce it.
 */
export function useSteps(count: number, check: (step: number) => Promise<boolean>) {
  const [step, setStep] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const go = (next: number) => {
    moved.current = true;
    setStep(Math.max(0, Math.min(count - 1, next)));
  };

  return {
    step,
    heading,
    isLast: step === count - 1,
    next: async () => {
      if (await check(step)) go(step + 1);
    },
    previous: () => go(step - 1),
    goTo: go,
  };
}

export function StepHeading({
  step,
  total,
  title,
  headingRef,
}: {
  step: number;
  total: number;
  title: string;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const t = useTranslations('Forms');
  return (
    <h3 className={styles.stepTitle} ref={headingRef} tabIndex={-1}>
      {t('step', { current: step + 1, total, title })}
    </h3>
  );
}

type NavProps = {
  step: number;
  isLast: boolean;
  sending: boolean;
  onPrevious: () => void;
  onNext: () => void;
};

/**
 * After the server refused some fields (checked again there, e.g. a match no
 * longer on sale), the first step holding one of them.
 */
export function firstStepWith(steps: readonly (readonly string[])[], fields: string[]): number | null {
  const index = steps.findIndex((stepFields) => stepFields.some((field) => fields.includes(field)));
  return index === -1 ? null : index;
}

/** Previous, next and (on the last step) confirm, which reads "Confirming..." while sending. */
export function StepNav({ step, isLast, sending, onPrevious, onNext }: NavProps) {
  const t = useTranslations('Forms');
  return (
    <div className={styles.steps}>
      {step > 0 ? (
        <button type="button" className="button button--secondary" onClick={onPrevious} disabled={sending}>
          {t('previous')}
        </button>
      ) : (
        <span />
      )}
      {/* Distinct keys: reusing one <button> for next and confirm would let the click on
          the last "next" submit the form once React turned it into the submit button. */}
      {isLast ? (
        <button
          key="confirm"
          type="submit"
          className="button"
          disabled={sending}
          aria-busy={sending || undefined}
        >
          {sending ? t('confirming') : t('confirm')}
        </button>
      ) : (
        <button key="next" type="button" className="button" onClick={onNext}>
          {t('next')}
        </button>
      )}
    </div>
  );
}

/** What the visitor entered, for the confirm step. */
export function Summary({ rows }: { rows: [label: string, value: string][] }) {
  const t = useTranslations('Forms');
  return (
    <>
      <p>{t('summary')}</p>
      <dl className={styles.summary}>
        {rows
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </>
  );
}
