'use client';

import { translationsFor } from '#translations';
import type { ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import styles from './forms.module.css';
import type { formKitWords } from './words';

const useTranslations = translationsFor<typeof formKitWords>();

/** What a form gives each field: see `field(name)` of useSchemaForm. */
export type FieldProps = { id: string; registration: UseFormRegisterReturn; error?: FieldError };

type Common = FieldProps & { label: ReactNode; optional?: boolean };

function ErrorText({ id, error }: { id: string; error?: FieldError }) {
  const t = useTranslations('FormErrors');
  if (!error?.message) return null;
  return (
    <p className={styles.error} id={`${id}-error`} role="alert">
      {t(error.message as 'required')}
    </p>
  );
}

function Label({ id, label, optional }: { id: string; label: ReactNode; optional?: boolean }) {
  const t = useTranslations('Forms');
  return (
    <label htmlFor={id} className={styles.label}>
      {label}
      {optional && <span className={styles.optional}>{` ${t('optional')}`}</span>}
    </label>
  );
}

const describedBy = (id: string, error?: FieldError) => (error ? `${id}-error` : undefined);

export function TextField({
  id,
  label,
  error,
  optional,
  registration,
  type = 'text',
  autoComplete,
  multiline,
  inputMode,
}: Common & {
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
  inputMode?: 'numeric' | 'tel' | 'email';
}) {
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error),
    'aria-required': optional ? undefined : true,
    className: styles.input,
    ...registration,
  };
  return (
    <div className={styles.field}>
      <Label id={id} label={label} optional={optional} />
      {multiline ? (
        <textarea rows={4} {...shared} />
      ) : (
        <input type={type} autoComplete={autoComplete} inputMode={inputMode} {...shared} />
      )}
      <ErrorText id={id} error={error} />
    </div>
  );
}

export function SelectField({
  id,
  label,
  error,
  optional,
  registration,
  options,
}: Common & { options: { value: string | number; label: string }[] }) {
  const t = useTranslations('Forms');
  return (
    <div className={styles.field}>
      <Label id={id} label={label} optional={optional} />
      <select
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        aria-required={optional ? undefined : true}
        {...registration}
      >
        <option value="">{t('choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ErrorText id={id} error={error} />
    </div>
  );
}

export function CheckboxField({ id, label, error, registration }: Common) {
  return (
    <div className={`${styles.field} ${styles.checkbox}`}>
      <input type="checkbox" id={id} aria-describedby={describedBy(id, error)} {...registration} />
      <label htmlFor={id}>{label}</label>
      <ErrorText id={id} error={error} />
    </div>
  );
}

/** The field bots fill in and people never see (kept out of the tab order and the accessibility tree). */
export function Honeypot({ registration }: { registration: UseFormRegisterReturn }) {
  const t = useTranslations('Forms');
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor="website">{t('honeypot')}</label>
      <input id="website" type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}

/** The general message above a form once a check failed, or the send failed. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div className={styles.alert} role="alert">
      {children}
    </div>
  );
}

/** Takes the form's place once it is sent: a status, so screen readers announce it. */
export function FormSuccess({ children }: { children: ReactNode }) {
  return (
    <p className={styles.success} role="status">
      {children}
    </p>
  );
}
