import { env } from '@/lib/shared/env';
import { clientAddress } from '@/lib/shared/http/client-address';

/**
 * The rate-limit key of one visitor on one form: the form's name and the
 * visitor's address as lib/shared/http/client-address.ts finds it behind the trusted
 * proxies. The forms' route handlers and the newsletter's share it, so both
 * brake the same visitor the same way.
 */
export function visitorKey(form: string, request: Request): string {
  return `${form}:${clientAddress(request, env.TRUSTED_PROXIES)}`;
}
