/** The `tel:` address of a phone number as people write it (`+32 57 00 19 22`): digits and `+` only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
