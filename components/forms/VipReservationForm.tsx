'use client';

import { translationsFor } from '#translations';
import { useFormatter } from '@/components/i18n/use-formatter';
import {
  CHAMPAGNE_TABLE_EUR,
  dinnerTypes,
  priceCategories,
  vipReservationDefaults,
  vipReservationSteps,
  vipReservationFields,
  type VipReservationInput,
} from '@/lib/domain/forms/vip-reservation-form';
import { AddressFields } from './AddressFields';
import { CheckboxField, FormSuccess, SelectField, TextField } from './fields';
import type { FixtureOption } from './fixtures';
import { SteppedForm } from './FormFrames';
import styles from './forms.module.css';
import { Summary } from './steps';
import { useStepForm } from './use-schema-form';
import type { vipFormWords } from './words';

const useTranslations = translationsFor<typeof vipFormWords>();

/**
 * The VIP dining reservation (SPEC §3, §4): dinner and game, the guest's
 * details, guests and extras, then a confirm step. On failure the SPEC's
 * reservation message shows and every field keeps its value.
 */
export function VipReservationForm({
  fixtures,
  privacyHref,
  clubName,
}: {
  fixtures: FixtureOption[];
  privacyHref: string;
  clubName: string;
}) {
  const t = useTranslations('Forms');
  const form = useTranslations('VipForm');
  const choices = useTranslations('Choices');
  const format = useFormatter();
  const vip = useStepForm<VipReservationInput>({
    form: 'vip-reservation',
    idPrefix: 'vip',
    fields: vipReservationFields,
    defaultValues: vipReservationDefaults,
    stepFields: vipReservationSteps,
  });
  const { field, getValues, watch, steps } = vip;
  const price = format.number(CHAMPAGNE_TABLE_EUR, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
  const yesNo = (value: boolean | undefined) => (value ? t('yes') : t('no'));
  const titles = [form('stepDinner'), form('stepDetails'), form('stepGuests'), form('stepConfirm')];

  if (vip.state === 'sent') return <FormSuccess>{form('success')}</FormSuccess>;
  if (fixtures.length === 0) return <p>{form('noGames')}</p>;

  const values = getValues();
  return (
    <SteppedForm
      form={vip}
      title={form('title')}
      stepTitles={titles}
      failedMessage="reservationFailed"
      privacyHref={privacyHref}
    >
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
        <AddressFields field={field} />
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
        {watch('hasCashlessCard') && (
          <TextField
            label={form('cardNumber')}
            inputMode="numeric"
            autoComplete="off"
            {...field('cardNumber')}
          />
        )}
        <CheckboxField label={form('wantsTopUpCard')} {...field('wantsTopUpCard')} />
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
        <CheckboxField label={t('marketingConsent', { club: clubName })} {...field('marketingConsent')} />
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
            [form('cardNumber'), values.hasCashlessCard ? values.cardNumber : ''],
            [form('wantsTopUpCard'), yesNo(values.wantsTopUpCard)],
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
    </SteppedForm>
  );
}
