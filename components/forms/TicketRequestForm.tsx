'use client';

import { translationsFor } from '#translations';
import { useMemo, useState } from 'react';
import { useValueTypedEarly } from '@/lib/shared/browser/use-value-typed-early';
import {
  invitationCardTypes,
  ticketRequestDefaults,
  ticketRequestSteps,
  ticketTypes,
  ticketRequestFields,
  type TicketRequestInput,
} from '@/lib/domain/forms/ticket-request-form';
import { FormSuccess, SelectField, TextField } from './fields';
import type { FixtureOption } from './fixtures';
import { SteppedForm } from './FormFrames';
import styles from './forms.module.css';
import { Summary } from './steps';
import { useStepForm } from './use-schema-form';
import type { ticketFormWords } from './words';

const useTranslations = translationsFor<typeof ticketFormWords>();

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
  const ticket = useStepForm<TicketRequestInput>({
    form: 'ticket-request',
    idPrefix: 'ticket',
    fields: ticketRequestFields,
    defaultValues: ticketRequestDefaults,
    stepFields: ticketRequestSteps,
  });
  const { field, getValues, watch, steps } = ticket;
  const [competition, setCompetition] = useState('');
  const competitionField = useValueTypedEarly<HTMLSelectElement>(setCompetition);
  const competitions = useMemo(
    () => [...new Map(fixtures.map((fixture) => [fixture.competition.id, fixture.competition])).values()],
    [fixtures],
  );
  const matches = fixtures.filter(
    (fixture) => !competition || String(fixture.competition.id) === competition,
  );
  const titles = [form('stepMatch'), form('stepPersonal'), form('stepConfirm')];

  if (ticket.state === 'sent') {
    return <FormSuccess>{form('success', { email: getValues('email') })}</FormSuccess>;
  }
  if (fixtures.length === 0) return <p>{form('noGames')}</p>;

  const values = getValues();
  return (
    <SteppedForm form={ticket} title={form('title')} stepTitles={titles} privacyHref={privacyHref}>
      <div hidden={steps.step !== 0} className={styles.grid}>
        <div className={styles.field}>
          <label htmlFor="ticket-competition" className={styles.label}>
            {form('competition')}
          </label>
          <select
            id="ticket-competition"
            className={styles.input}
            ref={competitionField}
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
    </SteppedForm>
  );
}
