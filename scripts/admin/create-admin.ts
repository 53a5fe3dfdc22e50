import type { Payload } from 'payload';
import { z } from 'zod';
import { demoUsers } from '@/lib/demo/demo-users';
import { CommandRefused } from '../command';

/** Long enough that guessing it online, even unthrottled, is out of reach. */
export const minPasswordLength = 12;

/** A refusal with its reason, for the person at the terminal: no stack trace needed. */
export class AdminRefused extends CommandRefused {}

export type NewAdmin = { email: string; password: string; name?: string };

/** What is wrong with `password` for an admin, or null. */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < minPasswordLength) {
    return `the password must have at least ${minPasswordLength} characters (it has ${length})`;
  }
  // Printed in the README, so anyone could log in with them.
  if (demoUsers.some((user) => user.password === password)) return 'that is a demo password, which is public';
  return null;
}

/**
 * Creates one account with the admin role: a club's first admin on a production database,
 * which the demo seed never reaches, or another admin later. Refuses a weak password and
 * an e-mail that already has an account (Payload stores e-mails trimmed and in lower case).
 */
export async function createAdmin(payload: Payload, { email, password, name }: NewAdmin) {
  const address = email.trim().toLowerCase();
  if (!z.email().safeParse(address).success) throw new AdminRefused(`"${email}" is not an e-mail address`);
  const problem = passwordProblem(password);
  if (problem) throw new AdminRefused(problem);
  const existing = await payload.count({ collection: 'users', where: { email: { equals: address } } });
  if (existing.totalDocs > 0) throw new AdminRefused(`${address} already has an account`);
  return payload.create({
    collection: 'users',
    data: { email: address, password, name: name?.trim() || address.split('@')[0], roles: ['admin'] },
    overrideAccess: true,
  });
}
