'use client';

import { useLocale, useTranslations } from '#translations';
import { useState, type ReactNode } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import type { Locale } from '@/lib/i18n/locales';
import { publicPath } from '@/lib/i18n/public-path';
import { newsletterFields, parseBirthDate } from '@/lib/newsletter/fields';
import type { NewsletterInput } from '@/lib/newsletter/schema';
import { publicConfig } from '@/lib/public-config';
import styles from './NewsletterForm.module.css';

type Field = (typeof newsletterFields)[number];

/** The schema, zod and its resolver load with the first check, not with the page. */
const resolver: Resolver<NewsletterInput> = async (values, context, options) => {
  const [{ zodResolver }, { newsletterSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@/lib/newsletter/schema'),
  ]);
  return zodResolver(newsletterSchema)(values, context, options);
};
type Status = 'idle' | 'failed' | 'refused' | 'sent';

/**
 * SPEC §3's newsletter form, in the header modal and on the newsletter page.
 * Validation runs in the browser and again on the server with the same schema;
 * a failed request keeps everything the visitor typed. A sign-up is only confirmed
 * by the link the server mails (double opt-in), so success asks the visitor to
 * open it; the answer is the same whether or not the address was known.
 */
export function NewsletterForm({ idPrefix = 'newsletter' }: { idPrefix?: string }) {
  const t = useTranslations('Newsletter');
  const locale = useLocale();
  const [status, setStatus] = useState<Status>('idle');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<NewsletterInput>({ resolver, mode: 'onTouched' });

  const privacyLink = (chunks: ReactNode) => (
    <a href={publicPath(locale as Locale, '/privacy-policy')} target="_blank">
      {chunks}
    </a>
  );

  const submit = async (values: NewsletterInput) => {
    setStatus('idle');
    try {
      const response = await fetch(`${publicConfig.apiBaseUrl}/newsletter`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Locale': locale },
        body: JSON.stringify({ ...values, birth_date: parseBirthDate(values.birth_date) }),
      });
      if (response.status === 400) {
        const { fields } = (await response.json()) as { fields?: Partial<Record<Field, string>> };
        for (const [field, message] of Object.entries(fields ?? {})) setError(field as Field, { message });
        return;
      }
      if (response.ok) setStatus('sent');
      // Refused as such (foreign origin, too large, wrong type): trying again will not help.
      else setStatus([403, 413, 415].includes(response.status) ? 'refused' : 'failed');
    } catch {
      setStatus('failed');
    }
  };

  if (status === 'sent') {
    return (
      <p className={styles.success} role="status">
        {t('checkInbox')}
      </p>
    );
  }

  const message = (field: Field, fieldErrors: FieldErrors<NewsletterInput>) => {
    const key = fieldErrors[field]?.message;
    if (!key) return null;
    // Client errors are message keys; errors from the server arrive translated.
    const text = t.has(key as 'firstNameRequired') ? t(key as 'firstNameRequired') : key;
    return (
      <span id={`${idPrefix}-${field}-error`} className={styles.error}>
        {text}
      </span>
    );
  };
  const described = (field: Field) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${idPrefix}-${field}-error` } : {};

  return (
    <form className={styles.form} onSubmit={handleSubmit(submit)} noValidate>
      {submitCount > 0 && Object.keys(errors).length > 0 && (
        <p className={styles.summary} role="alert">
          {t('formIncomplete')}
        </p>
      )}
      <div className={styles.row}>
        <label htmlFor={`${idPrefix}-first_name`}>{t('firstName')}</label>
        <input
          id={`${idPrefix}-first_name`}
          autoComplete="given-name"
          {...register('first_name')}
          {...described('first_name')}
        />
        {message('first_name', errors)}
      </div>
      <div className={styles.row}>
        <label htmlFor={`${idPrefix}-last_name`}>{t('lastName')}</label>
        <input
          id={`${idPrefix}-last_name`}
          autoComplete="family-name"
          {...register('last_name')}
          {...described('last_name')}
        />
        {message('last_name', errors)}
      </div>
      <div className={styles.row}>
        <label htmlFor={`${idPrefix}-birth_date`}>{t('birthDate')}</label>
        <input
          id={`${idPrefix}-birth_date`}
          inputMode="numeric"
          autoComplete="bday"
          placeholder={t('birthDatePlaceholder')}
          {...register('birth_date')}
          {...described('birth_date')}
        />
        {message('birth_date', errors)}
      </div>
      <div className={styles.row}>
        <label htmlFor={`${idPrefix}-email`}>{t('email')}</label>
        <input
          id={`${idPrefix}-email`}
          type="email"
          autoComplete="email"
          {...register('email')}
          {...described('email')}
        />
        {message('email', errors)}
      </div>
      <div className={styles.checkbox}>
        <input
          id={`${idPrefix}-privacy`}
          type="checkbox"
          {...register('privacy')}
          {...described('privacy')}
        />
        <label htmlFor={`${idPrefix}-privacy`}>{t.rich('privacy', { link: privacyLink })}</label>
        {message('privacy', errors)}
      </div>
      <p className={styles.consent}>{t.rich('marketing', { link: privacyLink })}</p>
      {(status === 'failed' || status === 'refused') && (
        <p className={styles.summary} role="alert">
          {t(status)}
        </p>
      )}
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? t('sending') : status === 'failed' ? t('retry') : t('submit')}
      </button>
    </form>
  );
}
