'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { club } from '@/lib/club.mjs';
import {
  contactDefaults,
  contactSchema,
  contactSubjects,
  type ContactMessageInput,
} from '@/lib/forms/contact';
import { ConsentNotice } from './ConsentNotice';
import { CheckboxField, FormAlert, Honeypot, SelectField, TextField } from './fields';
import styles from './forms.module.css';
import { useSubmission } from './useSubmission';
import { zodResolver } from './zod-resolver';

/** The contact form: who is writing, about what, and the message. */
export function ContactForm({ privacyHref }: { privacyHref: string }) {
  const t = useTranslations('Forms');
  const form = useTranslations('ContactForm');
  const choices = useTranslations('Choices');
  const errorsText = useTranslations('FormErrors');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm<ContactMessageInput>({ resolver: zodResolver(contactSchema), defaultValues: contactDefaults });
  const { state, submit } = useSubmission('contact', setError);
  const field = (name: keyof ContactMessageInput) => ({
    id: `contact-${name}`,
    registration: register(name),
    error: errors[name],
  });

  if (state === 'sent')
    return (
      <p className={styles.success} role="status">
        {form('success')}
      </p>
    );

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title">{form('title')}</h2>
      {submitCount > 0 && Object.keys(errors).length > 0 && (
        <FormAlert>{errorsText('formIncomplete')}</FormAlert>
      )}
      {state === 'failed' && <FormAlert>{errorsText('submitFailed')}</FormAlert>}
      {state === 'rateLimited' && <FormAlert>{errorsText('tooManyRequests')}</FormAlert>}
      <div className={styles.grid}>
        <TextField label={t('firstName')} autoComplete="given-name" {...field('firstName')} />
        <TextField label={t('lastName')} autoComplete="family-name" {...field('lastName')} />
        <TextField label={t('email')} type="email" autoComplete="email" {...field('email')} />
        <TextField label={t('phone')} type="tel" autoComplete="tel" optional {...field('phone')} />
      </div>
      <SelectField
        label={form('subject')}
        options={contactSubjects.map((value) => ({ value, label: choices(`subject.${value}`) }))}
        {...field('subject')}
      />
      <TextField label={form('message')} multiline {...field('message')} />
      <CheckboxField label={t('marketingConsent', { club: club.name })} {...field('marketingConsent')} />
      <Honeypot registration={register('website')} />
      <ConsentNotice privacyHref={privacyHref} />
      <div>
        <button type="submit" className="button" disabled={state === 'sending'}>
          {state === 'sending' ? t('sending') : t('send')}
        </button>
      </div>
    </form>
  );
}
