import { storedForms } from '@/lib/domain/forms/registry';
import { storedExample } from './form-examples';

type Sample = Record<string, unknown>;

/**
 * A document holding `email` for every collection that stores visitors' addresses: every
 * form's of the registry, made from its description (form-examples.ts), and the others'.
 * The data-request test checks that these keys are exactly the collections the CMS config
 * says hold an address: a new collection other than a form's fails it until it has a
 * sample here, so its export and erasure are tested too.
 */
export function personalDataSamples(
  email: string,
  match: { id: number; label: string },
): Record<string, Sample> {
  return {
    ...Object.fromEntries(
      storedForms.map((form) => [form.collection, storedExample(form.fields, email, match)]),
    ),
    'newsletter-subscribers': {
      email: email.toLowerCase(),
      firstName: 'Amélie',
      lastName: 'Dubois',
      birthDate: '1984-09-30',
      locale: 'fr',
      consentAt: new Date().toISOString(),
      policyVersion: '2026-01',
      status: 'confirmed',
    },
  };
}
