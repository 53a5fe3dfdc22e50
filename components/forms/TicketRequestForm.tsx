'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  invitationCardTypes,
  ticketRequestDefaults,
  ticketRequestSchema,
  ticketRequestSteps,
  ticketTypes,
  type TicketRequestInput,
} from '@/lib/forms/ticket-request';
import { ConsentNotice } from './ConsentNotice';
import { FormAlert, Honeypot, SelectField, TextField } from './fields';
import type { FixtureOption } from './fixtures';
import styles from './forms.module.css';
import { firstStepWith, StepHeading, StepNav, Summary, useSteps } from './steps';
import { useSubmission } from './useSubmission';
import { zodResolver } from './zod-resolver';

/**
 * The referees-and-scouts ticket request (SPEC §4): 1 competition and match,
 * 2 personal data, 3 confirm; afterwards the page says an e-mail is on its way.
 */
export function TicketRequestForm({
  fixtures,
  privacyHref,
}: {
  fixtures: FixtureOption[];
  privacyHref: string;
}) {
  const t = useTranslations('Forms');
  const form = useTranslations('TicketForm');
  const choices = useTranslations('Choices');
  const errorsText = useTranslations('FormErrors');
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    getValues,
    watch,
    formState: { errors },
  } = useForm<TicketRequestInput>({
    resolver: zodResolver(ticketRequestSchema),
    defaultValues: ticketRequestDefaults,
  });
  const { state, submit } = useSubmission('ticket-request', setError);
  const [incomplete, setIncomplete] = useState(false);
  const steps = useSteps(3, async (step) => {
    const ok = await trigger([...ticketRequestSteps[step]]);
    setIncomplete(!ok);
    return ok;
  });
  const [competition, setCompetition] = useState('');
  const competitions = useMemo(
    () => [...new Map(fixtures.map((fixture) => [fixture.competition.id, fixture.competition])).values()],
    [fixtures],
  );
  const matches = fixtures.filter(
    (fixture) => !competition || String(fixture.competition.id) === competition,
  );
  const field = (name: keyof TicketRequestInput, options?: { valueAsNumber: true }) => ({
    id: `ticket-${name}`,
    registration: register(name, options),
    error: errors[name],
  });
  const titles = [form('stepMatch'), form('stepPersonal'), form('stepConfirm')];

  if (state === 'sent') {
    return (
      <p className={styles.success} role="status">
        {form('success', { email: getValues('email') })}
      </p>
    );
  }
  if (fixtures.length === 0) return <p>{form('noGames')}</p>;

  const values = getValues();
  const onSubmit = handleSubmit(
    async (data) => {
      const refused = firstStepWith(ticketRequestSteps, await submit(data));
      if (refused !== null) {
        setIncomplete(true);
        steps.goTo(refused);
      }
    },
    () => setIncomplete(true),
  );

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby="ticket-form-title">
      <h2 id="ticket-form-title">{form('title')}</h2>
      <StepHeading step={steps.step} total={3} title={titles[steps.step]} headingRef={steps.heading} />
      {incomplete && Object.keys(errors).length > 0 && <FormAlert>{errorsText('formIncomplete')}</FormAlert>}
      {state === 'failed' && <FormAlert>{errorsText('submitFailed')}</FormAlert>}
      {state === 'rateLimited' && <FormAlert>{errorsText('tooManyRequests')}</FormAlert>}

      <div hidden={steps.step !== 0} className={styles.grid}>
        <div className={styles.field}>
          <label htmlFor="ticket-competition" className={styles.label}>
            {form('competition')}
          </label>
          <select
            id="ticket-competition"
            className={styles.input}
            value={competition}
            onChange={(event) => setCompetition(event.target.value)}
          >
            <option value="">{form('allCompetitions')}</option>
            {competitions.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <SelectField
          label={form('match')}
          options={matches.map((fixture) => ({ value: fixture.id, label: fixture.label }))}
          {...field('matchId', { valueAsNumber: true })}
        />
      </div>

      <div hidden={steps.step !== 1} className={styles.grid}>
        <TextField label={t('firstName')} autoComplete="given-name" {...field('firstName')} />
        <TextField label={t('lastName')} autoComplete="family-name" {...field('lastName')} />
        <TextField label={t('birthDate')} type="date" autoComplete="bday" {...field('birthDate')} />
        <TextField label={t('email')} type="email" autoComplete="email" {...field('email')} />
        <SelectField
          label={form('invitationCardType')}
          options={invitationCardTypes.map((value) => ({ value, label: choices(`invitationCard.${value}`) }))}
          {...field('invitationCardType')}
        />
        {watch('invitationCardType') === 'other' && (
          <TextField label={form('invitationCardOther')} {...field('invitationCardOther')} />
        )}
        <SelectField
          label={form('ticketType')}
          options={ticketTypes.map((value) => ({ value, label: choices(`ticketType.${value}`) }))}
          {...field('ticketType')}
        />
        <TextField label={t('comments')} multiline optional {...field('comments')} />
      </div>

      {steps.step === 2 && (
        <Summary
          rows={[
            [form('match'), fixtures.find((fixture) => fixture.id === Number(values.matchId))?.label ?? ''],
            [t('firstName'), values.firstName],
            [t('lastName'), values.lastName],
            [t('birthDate'), values.birthDate],
            [t('email'), values.email],
            [
              form('invitationCardType'),
              values.invitationCardType === 'other'
                ? values.invitationCardOther
                : values.invitationCardType
                  ? choices(`invitationCard.${values.invitationCardType}`)
                  : '',
            ],
            [form('ticketType'), values.ticketType ? choices(`ticketType.${values.ticketType}`) : ''],
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
