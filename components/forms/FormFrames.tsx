'use client';

import { translationsFor } from '#translations';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { HONEYPOT } from '@/lib/domain/forms/codes';
import { ConsentNotice } from './ConsentNotice';
import { FormAlert, FormSuccess, Honeypot } from './fields';
import styles from './forms.module.css';
import { StepHeading, StepNav } from './steps';
import type { SchemaForm, StepForm } from './use-schema-form';
import type { formKitWords } from './words';

const useTranslations = translationsFor<typeof formKitWords>();

type Common<Values extends FieldValues> = {
  title: string;
  privacyHref: string;
  children: ReactNode;
  form: SchemaForm<Values>;
};

type FrameProps<Values extends FieldValues> = Common<Values> & {
  onSubmit: FormEventHandler<HTMLFormElement>;
  incomplete: boolean;
  failedMessage: 'submitFailed' | 'reservationFailed';
  /** Under the title: the heading of the current step. */
  stepHeading?: ReactNode;
  /** Send, or previous / next / confirm. */
  actions: ReactNode;
};

/** What every form has around its fields: title, alerts, honeypot, privacy notice and buttons. */
function Frame<Values extends FieldValues>(props: FrameProps<Values>) {
  const { form, title, onSubmit, incomplete, failedMessage, stepHeading, actions } = props;
  const errorsText = useTranslations('FormErrors');
  const titleId = `${form.idPrefix}-form-title`;
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {stepHeading}
      {incomplete && <FormAlert>{errorsText('formIncomplete')}</FormAlert>}
      {form.state === 'failed' && <FormAlert>{errorsText(failedMessage)}</FormAlert>}
      {form.state === 'refused' && <FormAlert>{errorsText('submitRefused')}</FormAlert>}
      {form.state === 'rateLimited' && <FormAlert>{errorsText('tooManyRequests')}</FormAlert>}
      {props.children}
      <Honeypot registration={form.register(HONEYPOT as Path<Values>)} />
      <ConsentNotice privacyHref={props.privacyHref} />
      {actions}
    </form>
  );
}

/** A form on one screen with a send button; once sent, `success` takes its place. */
export function OneStepForm<Values extends FieldValues>({
  success,
  ...props
}: Common<Values> & { success: string }) {
  const t = useTranslations('Forms');
  const { form } = props;
  if (form.state === 'sent') return <FormSuccess>{success}</FormSuccess>;
  const sending = form.state === 'sending';
  return (
    <Frame
      {...props}
      onSubmit={form.handleSubmit(form.submit)}
      incomplete={form.triedToSend && form.hasErrors}
      failedMessage="submitFailed"
      actions={
        <div>
          <button type="submit" className="button" disabled={sending}>
            {sending ? t('sending') : t('send')}
          </button>
        </div>
      }
    />
  );
}

/** A form in steps (see useStepForm): the step's heading on top, previous / next / confirm below. */
export function SteppedForm<Values extends FieldValues>({
  form,
  stepTitles,
  failedMessage = 'submitFailed',
  ...props
}: Omit<Common<Values>, 'form'> & {
  form: StepForm<Values>;
  stepTitles: string[];
  failedMessage?: FrameProps<Values>['failedMessage'];
}) {
  const { steps } = form;
  return (
    <Frame
      {...props}
      form={form}
      onSubmit={form.onSubmit}
      incomplete={form.incomplete}
      failedMessage={failedMessage}
      stepHeading={
        <StepHeading
          step={steps.step}
          total={stepTitles.length}
          title={stepTitles[steps.step]}
          headingRef={steps.heading}
        />
      }
      actions={
        <StepNav
          step={steps.step}
          isLast={steps.isLast}
          sending={form.state === 'sending'}
          onPrevious={steps.previous}
          onNext={steps.next}
        />
      }
    />
  );
}
