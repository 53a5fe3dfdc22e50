/** The account a login names, normalized as Payload's login operation does before its lookup. */
export function loginEmail(data: { email?: unknown } | undefined): string {
  return typeof data?.email === 'string' ? data.email.toLowerCase().trim() : '';
}
