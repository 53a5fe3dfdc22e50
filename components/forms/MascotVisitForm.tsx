'use client';

import { translationsFor } from '#translations';
import {
  mascotVisitDefaults,
  visitOccasions,
  mascotVisitFields,
  type MascotVisitInput,
} from '@/lib/domain/forms/mascot-visit-form';
import { AddressFields } from './AddressFields';
import { CheckboxField, SelectField, TextField } from './fields';
import { OneStepForm } from './FormFrames';
import styles from './forms.module.css';
import { useSchemaForm } from './use-schema-form';
import type { mascotFormWords } from './words';

const useTranslations = translationsFor<typeof mascotFormWords>();

/** A request for a visit of the mascot: who asks, when, for what occasion, for how many children, where. */
export function MascotVisitForm({
  privacyHref,
  clubName,
  mascotName,
}: {
  privacyHref: string;
  clubName: string;
  mascotName: string;
}) {
  const t = useTranslations('Forms');
  const form = useTranslations('MascotForm');
  const choices = useTranslations('Choices');
  const mascotVisit = useSchemaForm<MascotVisitInput>({
    form: 'mascot-visit',
    idPrefix: 'mascot',
    fields: mascotVisitFields,
    defaultValues: mascotVisitDefaults,
  });
  const { field } = mascotVisit;
  const mascot = { mascot: mascotName };

  return (
    <OneStepForm
      form={mascotVisit}
      title={form('title', mascot)}
      success={form('success', mascot)}
      privacyHref={privacyHref}
    >
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
        <AddressFields field={field} />
      </fieldset>
      <TextField label={t('comments')} multiline optional {...field('comments')} />
      <CheckboxField label={t('marketingConsent', { club: clubName })} {...field('marketingConsent')} />
    </OneStepForm>
  );
}
