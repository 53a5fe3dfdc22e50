'use client';

import { useEffect, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Mode,
  type Path,
  type Resolver,
} from 'react-hook-form';
import type { FormDescription } from '@/lib/domain/forms/description';
import type { FormId } from '@/lib/domain/forms/registry';
import type { FieldProps } from './fields';
import { firstStepWith, useSteps } from './steps';
import { useSubmission } from './use-submission';

type Options<Values extends FieldValues> = {
  /** The form's name in lib/domain/forms/registry.ts: it is posted to `/api/forms/<form>`. */
  form: FormId | 'newsletter';
  /** The route handler's address, when it is not `/api/forms/<form>` (the newsletter's, SPEC §7). */
  action?: string;
  /** Prefixes the ids of the fields and of the form's title. */
  idPrefix: string;
  /**
   * The form's description: its zod schema is derived from it once the form is live
   * (zod and its resolver are not part of the page's first scripts).
   */
  fields: FormDescription;
  defaultValues: DefaultValues<Values>;
  /** When a field is first checked: on submit (the default), or once left (`onTouched`). */
  mode?: Mode;
};

/**
 * A form checked by its zod schema in the browser and sent to its route handler,
 * which checks it again with the same schema. `field(name)` gives a field of
 * fields.tsx its id, registration and error.
 */
export function useSchemaForm<Values extends FieldValues>({
  form,
  action = `/api/forms/${form}`,
  idPrefix,
  fields,
  defaultValues,
  mode,
}: Options<Values>) {
  const [loadResolver] = useState(() => {
    let loading: Promise<Resolver<Values>> | undefined;
    return () =>
      (loading ??= Promise.all([
        import('@hookform/resolvers/zod'),
        import('@/lib/domain/forms/schema-from-description'),
      ]).then(
        ([{ zodResolver }, { schemaFromDescription }]) =>
          zodResolver(schemaFromDescription(fields)) as unknown as Resolver<Values>,
      ));
  });
  // Fetched once the form is interactive, so a first check rarely waits for it.
  useEffect(() => {
    void loadResolver();
  }, [loadResolver]);
  // The schema's messages are error codes, keys of the form's messages: a field shows its
  // first one in the visitor's language, as it shows the codes the route handler answers.
  const resolver: Resolver<Values> = async (values, context, options) =>
    (await loadResolver())(values, context, options);
  const methods = useForm<Values>({ resolver, defaultValues, mode });
  const { state, submit } = useSubmission(action, methods.setError);
  // Read while rendering: react-hook-form re-renders only for the form state read here.
  const { errors, submitCount } = methods.formState;
  const field = (name: Path<Values>, options?: { valueAsNumber: true }): FieldProps => ({
    id: `${idPrefix}-${name}`,
    registration: methods.register(name, options),
    error: errors[name] as FieldError | undefined,
  });
  return {
    ...methods,
    idPrefix,
    state,
    submit,
    field,
    hasErrors: Object.keys(errors).length > 0,
    triedToSend: submitCount > 0,
  };
}

export type SchemaForm<Values extends FieldValues> = ReturnType<typeof useSchemaForm<Values>>;

/**
 * A form in steps, the last of which confirms: `stepFields` lists the fields each
 * step checks before "next". When the server refuses a field, the form goes back
 * to the step that holds it.
 */
export function useStepForm<Values extends FieldValues>({
  stepFields,
  ...options
}: Options<Values> & { stepFields: readonly (readonly Path<Values>[])[] }) {
  const form = useSchemaForm(options);
  const [incomplete, setIncomplete] = useState(false);
  const steps = useSteps(stepFields.length + 1, async (step) => {
    const ok = await form.trigger([...stepFields[step]]);
    setIncomplete(!ok);
    return ok;
  });
  const onSubmit = form.handleSubmit(
    async (values) => {
      const refused = firstStepWith(stepFields, await form.submit(values));
      if (refused !== null) {
        setIncomplete(true);
        steps.goTo(refused);
      }
    },
    () => setIncomplete(true),
  );
  return { ...form, steps, onSubmit, incomplete: incomplete && form.hasErrors };
}

export type StepForm<Values extends FieldValues> = ReturnType<typeof useStepForm<Values>>;
