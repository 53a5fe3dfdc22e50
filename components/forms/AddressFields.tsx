'use client';

import { translationsFor } from '#translations';
import { TextField, type FieldProps } from './fields';
import type { formKitWords } from './words';

const useTranslations = translationsFor<typeof formKitWords>();

type AddressField = 'street' | 'houseNumber' | 'postalCode' | 'city';

/** The fields of lib/domain/forms' `address`, in the order a Belgian address is written. */
export function AddressFields({ field }: { field: (name: AddressField) => FieldProps }) {
  const t = useTranslations('Forms');
  return (
    <>
      <TextField label={t('street')} autoComplete="address-line1" {...field('street')} />
      <TextField label={t('houseNumber')} {...field('houseNumber')} />
      <TextField
        label={t('postalCode')}
        autoComplete="postal-code"
        inputMode="numeric"
        {...field('postalCode')}
      />
      <TextField label={t('city')} autoComplete="address-level2" {...field('city')} />
    </>
  );
}
