'use client';

import { translationsFor } from '#translations';
import { useId, useState } from 'react';
import { useValueTypedEarly } from '@/lib/shared/browser/use-value-typed-early';
import type { Question } from '@/lib/data/community';
import styles from './community.module.css';
import type { faqWords } from './words';

const useTranslations = translationsFor<typeof faqWords>();

const normalize = (text: string) =>
  text
    .toLocaleLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');

/** The FAQ as an accordion (native details/summary) with a search that filters questions and answers. */
export function FaqSearch({ questions }: { questions: Question[] }) {
  const t = useTranslations('Faq');
  const [query, setQuery] = useState('');
  const field = useValueTypedEarly<HTMLInputElement>(setQuery);
  const id = useId();
  const words = normalize(query).split(/\s+/).filter(Boolean);
  const shown = questions.filter((item) => {
    const haystack = normalize(`${item.question} ${item.answer}`);
    return words.every((word) => haystack.includes(word));
  });
  return (
    <div>
      <label htmlFor={id} className={styles.searchLabel}>
        {t('search')}
      </label>
      <input
        id={id}
        type="search"
        className={styles.search}
        placeholder={t('placeholder')}
        ref={field}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p role="status" className={styles.count}>
        {t('results', { count: shown.length })}
      </p>
      <div className={styles.accordion}>
        {shown.map((item) => (
          <details key={item.id} className={styles.question}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </div>
  );
}
