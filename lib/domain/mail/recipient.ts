import { createHmac } from 'node:crypto';
import { derivedSecret } from '@/lib/shared/env/derived-secret';

const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, however it is written: case does not matter,
 * a "+tag" after the name reaches the same inbox at most providers, and Gmail
 * also ignores dots in the name. Without this, a per-recipient limit would be
 * one new spelling away from useless.
 */
export function mailbox(address: string): string {
  const at = address.lastIndexOf('@');
  let name = address.slice(0, at).toLowerCase().split('+')[0];
  let domain = address.slice(at + 1).toLowerCase();
  if (GMAIL.has(domain)) {
    name = name.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${name}@${domain}`;
}

/**
 * A stable pseudonym of a mailbox, for rate-limit keys and logs, so neither
 * Redis nor the log holds the address in clear. Keyed with a secret, so it cannot
 * be reversed by hashing a list of known addresses.
 */
export function recipientPseudonym(address: string): string {
  return createHmac('sha256', derivedSecret('mail-recipient'))
    .update(mailbox(address))
    .digest('hex')
    .slice(0, 16);
}
