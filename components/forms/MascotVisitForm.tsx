'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { club } from '@/lib/club.mjs';
import {
  mascotVisitDefaults,
  mascotVisitSchema,
  visitOccasions,
  type MascotVisitInput,
} from '@/lib/forms/mascot-visit';
import { ConsentNotice } from './ConsentNotice';
import { CheckboxField, FormAlert, Honeypot, SelectField, TextField } from './fields';
import styles from './forms.module.css';
import { useSubmission } from './useSubmission';
import { zodResolver } from './zod-resolver';

/** A request for a visit of the mascot: who asks, when, for what occasion, for how many children, where. */
export function MascotVisitForm({ privacyHref }: { privacyHref: string }) {
  const t = useTranslations('Forms');
  const form = useTranslations('MascotForm');
  const choices = useTranslations('Choices');
  const errorsText = useTranslations('FormErrors');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm<MascotVisitInput>({
    resolver: zodResolver(mascotVisitSchema),
    defaultValues: mascotVisitDefaults,
  });
  const { state, submit } = useSubmission('mascot-visit', setError);
  const field = (name: keyof MascotVisitInput, options?: { valueAsNumber: true }) => ({
    id: `mascot-${name}`,
    registration: register(name, options),
    error: errors[name],
  });
  const mascot = { mascot: club.mascot };

  if (state === 'sent')
    return (
      <p className={styles.success} role="status">
        {form('success', mascot)}
      </p>
    );

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-labelledby="mascot-form-title"
    >
      <h2 id="mascot-form-title">{form('title', mascot)}</h2>
      {submitCount > 0 && Object.keys(errors).length > 0 && (
        <FormAlert>{errorsText('formIncomplete')}</FormAlert>
      )}
      {state === 'failed' && <FormAlert>{errorsText('submitFailed')}</FormAlert>}
      {state === 'rateLimited' && <FormAlert>{errorsText('tooManyRequests')}</FormAlert>}
      <div className={styles.grid}>
        <TextField label={t('firstName')} autoComplete="given-name" {...field('firstName')} />
        <TextField label={t('lastName')} autoComplete="family-name" {...field('lastName')} />
        <TextField label={t('email')} type="email" autoComplete="email" {...field('email')} />
        <TextField label={t('phone')} type="tel" autoComplete="tel" {...field('phone')} />
        <TextField label={form('preferredDate')} type="date" {...field('preferredDate')} />
        <SelectField
          label={form('occasion')}
          options={visitOccasions.map((value) => ({ value, label: choices(`occasion.${value}`) }))}
          {...field('occasion')}
        />
        <TextField
          label={form('children')}
          type="number"
          inputMode="numeric"
          {...field('children', { valueAsNumber: true })}
        />
      </div>
      <fieldset className={styles.grid}>
        <legend>{form('addressTitle')}</legend>
        <TextField label={t('street')} autoComplete="address-line1" {...field('street')} />
        <TextField label={t('houseNumber')} {...field('houseNumber')} />
        <TextField
          label={t('postalCode')}
          autoComplete="postal-code"
          inputMode="numeric"
          {...field('postalCode')}
        />
        <TextField label={t('city')} autoComplete="address-level2" {...field('city')} />
      </fieldset>
      <TextField label={t('comments')} multiline optional {...field('comments')} />
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
