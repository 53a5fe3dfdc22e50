/** `npm run admin:create`: what it does once scripts/create-admin.ts has set up how it ends. */
import { parseArgs } from 'node:util';
import { getPayload } from 'payload';
import config from '@/lib/cms/payload.config';
import { env } from '@/lib/shared/env';
import { AdminRefused, createAdmin, passwordProblem } from './create-admin';
import { askHidden } from './hidden-input';

/** The new admin's password, checked before the database is opened. */
async function newPassword(): Promise<string> {
  const given = process.env.ADMIN_PASSWORD;
  if (given !== undefined) return checked(given);
  if (!process.stdin.isTTY) {
    throw new AdminRefused('no ADMIN_PASSWORD in the environment, and no terminal to ask for a password on');
  }
  // Checked before the second question: a refused password need not be typed twice.
  const password = checked(await askHidden('Password for the new admin: '));
  if ((await askHidden('The same password again: ')) !== password) {
    throw new AdminRefused('the two passwords differ');
  }
  return password;
}

function checked(password: string): string {
  const problem = passwordProblem(password);
  if (problem) throw new AdminRefused(problem);
  return password;
}

/** The command itself, loaded by scripts/create-admin.ts once its exits are in place. */
export async function createAdminCommand(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
  if (!values.email) {
    throw new AdminRefused(
      'usage: npm run admin:create -- --email someone@club.example [--name "Their Name"]',
    );
  }
  const password = await newPassword();
  const payload = await getPayload({ config });
  try {
    const admin = await createAdmin(payload, { email: values.email, password, name: values.name });
    console.log(`Created the admin ${admin.email}. Log in at ${new URL('/admin', env.SITE_URL).href}`);
  } finally {
    await payload.destroy();
  }
}
