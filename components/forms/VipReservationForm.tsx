'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { club } from '@/lib/club.mjs';
import {
  CHAMPAGNE_TABLE_EUR,
  dinnerTypes,
  priceCategories,
  vipReservationDefaults,
  vipReservationSchema,
  vipReservationSteps,
  type VipReservationInput,
} from '@/lib/forms/vip-reservation';
import { ConsentNotice } from './ConsentNotice';
import { CheckboxField, FormAlert, Honeypot, SelectField, TextField } from './fields';
import type { FixtureOption } from './fixtures';
import styles from './forms.module.css';
import { firstStepWith, StepHeading, StepNav, Summary, useSteps } from './steps';
import { useSubmission } from './useSubmission';
import { zodResolver } from './zod-resolver';

const TOTAL = vipReservationSteps.length + 1;

/**
 * The VIP dining reservation (SPEC §3, §4): dinner and game, the guest's
 * details, guests and extras, then a confirm step. On failure the SPEC's
 * reservation message shows and every field keeps its value.
 */
export function VipReservationForm({
  fixtures,
  privacyHref,
}: {
  fixtures: FixtureOption[];
  privacyHref: string;
}) {
  const t = useTranslations('Forms');
  const form = useTranslations('VipForm');
  const choices = useTranslations('Choices');
  const errorsText = useTranslations('FormErrors');
  const format = useFormatter();
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    getValues,
    watch,
    formState: { errors },
  } = useForm<VipReservationInput>({
    resolver: zodResolver(vipReservationSchema),
    defaultValues: vipReservationDefaults,
  });
  const { state, submit } = useSubmission('vip-reservation', setError);
  const [incomplete, setIncomplete] = useState(false);
  const steps = useSteps(TOTAL, async (step) => {
    const ok = await trigger([...vipReservationSteps[step]]);
    setIncomplete(!ok);
    return ok;
  });
  const field = (name: keyof VipReservationInput, options?: { valueAsNumber: true }) => ({
    id: `vip-${name}`,
    registration: register(name, options),
    error: errors[name],
  });
  const price = format.number(CHAMPAGNE_TABLE_EUR, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
  const yesNo = (value: boolean | undefined) => (value ? t('yes') : t('no'));
  const titles = [form('stepDinner'), form('stepDetails'), form('stepGuests'), form('stepConfirm')];

  if (state === 'sent')
    return (
      <p className={styles.success} role="status">
        {form('success')}
      </p>
    );
  if (fixtures.length === 0) return <p>{form('noGames')}</p>;

  const values = getValues();
  const onSubmit = handleSubmit(
    async (data) => {
      const refused = firstStepWith(vipReservationSteps, await submit(data));
      if (refused !== null) {
        setIncomplete(true);
        steps.goTo(refused);
      }
    },
    () => setIncomplete(true),
  );

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby="vip-form-title">
      <h2 id="vip-form-title">{form('title')}</h2>
      <StepHeading step={steps.step} total={TOTAL} title={titles[steps.step]} headingRef={steps.heading} />
      {incomplete && Object.keys(errors).length > 0 && <FormAlert>{errorsText('formIncomplete')}</FormAlert>}
      {state === 'failed' && <FormAlert>{errorsText('reservationFailed')}</FormAlert>}
      {state === 'rateLimited' && <FormAlert>{errorsText('tooManyRequests')}</FormAlert>}

      <div hidden={steps.step !== 0} className={styles.grid}>
        <SelectField
          label={form('dinnerType')}
          options={dinnerTypes.map((value) => ({ value, label: choices(`dinner.${value}`) }))}
          {...field('dinnerType')}
        />
        <SelectField
          label={form('game')}
          options={fixtures.map((fixture) => ({ value: fixture.id, label: fixture.label }))}
          {...field('matchId', { valueAsNumber: true })}
        />
      </div>

      <div hidden={steps.step !== 1} className={styles.grid}>
        <TextField label={t('firstName')} autoComplete="given-name" {...field('firstName')} />
        <TextField label={t('lastName')} autoComplete="family-name" {...field('lastName')} />
        <TextField label={t('birthDate')} type="date" autoComplete="bday" {...field('birthDate')} />
        <TextField label={t('email')} type="email" autoComplete="email" {...field('email')} />
        <TextField label={t('phone')} type="tel" autoComplete="tel" {...field('phone')} />
        <TextField label={t('company')} autoComplete="organization" optional {...field('company')} />
        <TextField label={t('vatNumber')} optional {...field('vatNumber')} />
        <TextField label={t('street')} autoComplete="address-line1" {...field('street')} />
        <TextField label={t('houseNumber')} {...field('houseNumber')} />
        <TextField
          label={t('postalCode')}
          autoComplete="postal-code"
          inputMode="numeric"
          {...field('postalCode')}
        />
        <TextField label={t('city')} autoComplete="address-level2" {...field('city')} />
      </div>

      <div hidden={steps.step !== 2} className={styles.grid}>
        <TextField
          label={form('adults')}
          type="number"
          inputMode="numeric"
          {...field('adults', { valueAsNumber: true })}
        />
        <TextField
          label={form('children')}
          type="number"
          inputMode="numeric"
          {...field('children', { valueAsNumber: true })}
        />
        <CheckboxField label={form('hasCashlessCard')} {...field('hasCashlessCard')} />
        <CheckboxField label={form('wantsTopUpCard')} {...field('wantsTopUpCard')} />
        <TextField label={form('cardNumber')} inputMode="numeric" optional {...field('cardNumber')} />
        <CheckboxField label={form('champagneTable', { price })} {...field('champagneTable')} />
        <CheckboxField label={form('wantsTickets')} {...field('wantsTickets')} />
        {watch('wantsTickets') && (
          <>
            <TextField
              label={form('ticketCount')}
              type="number"
              inputMode="numeric"
              {...field('ticketCount', { valueAsNumber: true })}
            />
            <SelectField
              label={form('priceCategory')}
              options={priceCategories.map((value) => ({ value, label: choices(`priceCategory.${value}`) }))}
              {...field('priceCategory')}
            />
          </>
        )}
        <TextField label={t('comments')} multiline optional {...field('comments')} />
        <CheckboxField label={t('marketingConsent', { club: club.name })} {...field('marketingConsent')} />
      </div>

      {steps.step === 3 && (
        <Summary
          rows={[
            [form('dinnerType'), values.dinnerType ? choices(`dinner.${values.dinnerType}`) : ''],
            [form('game'), fixtures.find((fixture) => fixture.id === Number(values.matchId))?.label ?? ''],
            [`${t('firstName')} / ${t('lastName')}`, `${values.firstName} ${values.lastName}`],
            [t('email'), values.email],
            [t('phone'), values.phone],
            [t('company'), [values.company, values.vatNumber].filter(Boolean).join(' · ')],
            [t('street'), `${values.street} ${values.houseNumber}, ${values.postalCode} ${values.city}`],
            [form('adults'), String(values.adults)],
            [form('children'), String(values.children)],
            [form('cardNumber'), values.cardNumber],
            [form('champagneTable', { price }), yesNo(values.champagneTable)],
            [
              form('wantsTickets'),
              values.wantsTickets && values.priceCategory
                ? `${values.ticketCount} × ${choices(`priceCategory.${values.priceCategory}`)}`
                : yesNo(false),
            ],
            [t('comments'), values.comments],
          ]}
        />
      )}

      <Honeypot registration={register('website')} />
      <ConsentNotice privacyHref={privacyHref} />
      <StepNav
        step={steps.step}
        isLast={steps.isLast}
        sending={state === 'sending'}
        onPrevious={steps.previous}
        onNext={steps.next}
      />
    </form>
  );
}
