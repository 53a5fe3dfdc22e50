import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminRefused, createAdmin } from '@/scripts/admin/create-admin';
import { throwawayCms } from '../support/throwaway-cms';

/** A production database: migrated, no user (the demo seed never reaches it). */
let cms: Awaited<ReturnType<typeof throwawayCms>>;
beforeAll(async () => {
  cms = await throwawayCms();
});
afterAll(async () => cms?.dispose());

const admins = () =>
  cms.payload.find({ collection: 'users', where: { roles: { contains: 'admin' } }, sort: 'email' });

/** `npm run admin:create` as an operator runs it on a production server. */
function command(args: string[], password: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    'node',
    ['--conditions=production', 'scripts/command-launcher.mjs', 'create-admin', ...args],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DEMO: '0',
        PAYLOAD_SECRET: 'a-production-secret-of-at-least-32-characters',
        SITE_URL: 'https://www.club.example',
        ADMIN_PASSWORD: password,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

describe('creating an admin', () => {
  it('creates exactly one admin with the given e-mail, who can log in', async () => {
    const password = 'correct horse battery staple';
    await createAdmin(cms.payload, { email: ' Secretary@Club.example ', password });
    const { docs } = await cms.payload.find({ collection: 'users' });
    expect(docs.map(({ email, name, roles }) => ({ email, name, roles }))).toEqual([
      { email: 'secretary@club.example', name: 'secretary', roles: ['admin'] },
    ]);
    const login = await cms.payload.login({
      collection: 'users',
      data: { email: 'secretary@club.example', password },
    });
    expect(login.user?.email).toBe('secretary@club.example');
  });

  it('refuses a short password, a demo password, a taken address and a non-address', async () => {
    const refused = (email: string, password: string) =>
      expect(createAdmin(cms.payload, { email, password })).rejects.toThrow(AdminRefused);
    await refused('treasurer@club.example', 'elevenchars');
    await expect(
      createAdmin(cms.payload, { email: 'treasurer@club.example', password: 'short' }),
    ).rejects.toThrow(/at least 12 characters \(it has 5\)/);
    await refused('treasurer@club.example', 'westhoek-admin-demo');
    await refused('SECRETARY@club.example', 'another long password');
    await refused('treasurer', 'another long password');
    expect((await cms.payload.count({ collection: 'users' })).totalDocs).toBe(1);
  });

  it(
    'from the command line: the password from ADMIN_PASSWORD, refused when short',
    { timeout: 120_000 },
    async () => {
      const created = await command(
        ['--email', 'treasurer@club.example', '--name', 'The Treasurer'],
        'a long enough passphrase',
      );
      expect(created.output).toContain(
        'Created the admin treasurer@club.example. Log in at https://www.club.example/admin',
      );
      expect(created.code).toBe(0);

      const short = await command(['--email', 'chair@club.example'], 'tooshort');
      expect(short.output).toContain('admin:create: the password must have at least 12 characters');
      expect(short.code).toBe(2);

      expect((await admins()).docs.map(({ email, name }) => [email, name])).toEqual([
        ['secretary@club.example', 'secretary'],
        ['treasurer@club.example', 'The Treasurer'],
      ]);
    },
  );
});
