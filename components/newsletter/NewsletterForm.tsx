'use client';

import { translationsFor, useLocale } from '#translations';
import type { ReactNode } from 'react';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { newsletterDefaults, newsletterFields } from '@/lib/domain/forms/newsletter-form';
import type { NewsletterInput } from '@/lib/domain/forms/newsletter';
import type { Locale } from '@/lib/domain/i18n/locales';
import { publicPath } from '@/lib/domain/i18n/public-path';
import { publicConfig } from '@/lib/shared/env/public';
import styles from './NewsletterForm.module.css';
import type { newsletterWords } from './words';

const useTranslations = translationsFor<typeof newsletterWords>();

type Field = keyof typeof newsletterFields;

/**
 * SPEC §3's newsletter form, in the header modal and on the newsletter page: a
 * form like the others (useSchemaForm), checked in the browser and again by the
 * route handler with the schema derived from its description
 * (lib/domain/forms/newsletter-form.ts); a failed request keeps everything the visitor
 * typed. A sign-up is only confirmed by the link the server mails (double opt-in),
 * so success asks the visitor to open it; the answer is the same whether or not
 * the address was known.
 */
export function NewsletterForm({ idPrefix = 'newsletter' }: { idPrefix?: string }) {
  const t = useTranslations('Newsletter');
  const locale = useLocale() as Locale;
  const {
    register,
    handleSubmit,
    submit,
    state,
    formState: { errors, isSubmitting },
    hasErrors,
    triedToSend,
  } = useSchemaForm<NewsletterInput>({
    form: 'newsletter',
    // SPEC §7: the newsletter posts relative to the configured browser base URL.
    action: `${publicConfig.apiBaseUrl}/newsletter`,
    idPrefix,
    fields: newsletterFields,
    defaultValues: newsletterDefaults,
    mode: 'onTouched',
  });
  // Too many requests reads as any other failure here: try again in a moment.
  const status = state === 'rateLimited' ? 'failed' : state;

  const privacyLink = (chunks: ReactNode) => (
    <a href={publicPath(locale, '/privacy-policy')} target="_blank">
      {chunks}
    </a>
  );

  if (status === 'sent') {
    return (
      <p className={styles.success} role="status">
        {t('checkInbox')}
      </p>
    );
  }

  const message = (field: Field) => {
    const key = errors[field]?.message;
    if (!key) return null;
    // The schema's errors are message keys; the server's arrive translated.
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
    <form
      className={styles.form}
      onSubmit={handleSubmit(async (values) => void (await submit(values)))}
      noValidate
    >
      {triedToSend && hasErrors && (
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
        {message('first_name')}
      </div>
      <div className={styles.row}>
        <label htmlFor={`${idPrefix}-last_name`}>{t('lastName')}</label>
        <input
          id={`${idPrefix}-last_name`}
          autoComplete="family-name"
          {...register('last_name')}
          {...described('last_name')}
        />
        {message('last_name')}
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
        {message('birth_date')}
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
        {message('email')}
      </div>
      <div className={styles.checkbox}>
        <input
          id={`${idPrefix}-privacy`}
          type="checkbox"
          {...register('privacy')}
          {...described('privacy')}
        />
        <label htmlFor={`${idPrefix}-privacy`}>{t.rich('privacy', { link: privacyLink })}</label>
        {message('privacy')}
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
