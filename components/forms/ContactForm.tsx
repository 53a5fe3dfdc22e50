'use client';

import { translationsFor } from '#translations';
import {
  contactDefaults,
  contactSubjects,
  contactFields,
  type ContactMessageInput,
} from '@/lib/domain/forms/contact-form';
import { CheckboxField, SelectField, TextField } from './fields';
import { OneStepForm } from './FormFrames';
import styles from './forms.module.css';
import { useSchemaForm } from './use-schema-form';
import type { contactFormWords } from './words';

const useTranslations = translationsFor<typeof contactFormWords>();

/** The contact form: who is writing, about what, and the message. */
export function ContactForm({ privacyHref, clubName }: { privacyHref: string; clubName: string }) {
  const t = useTranslations('Forms');
  const form = useTranslations('ContactForm');
  const choices = useTranslations('Choices');
  const contact = useSchemaForm<ContactMessageInput>({
    form: 'contact',
    idPrefix: 'contact',
    fields: contactFields,
    defaultValues: contactDefaults,
  });
  const { field } = contact;

  return (
    <OneStepForm form={contact} title={form('title')} success={form('success')} privacyHref={privacyHref}>
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
      <CheckboxField label={t('marketingConsent', { club: clubName })} {...field('marketingConsent')} />
    </OneStepForm>
  );
}
