import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';

/**
 * The suite's own server is bound to 127.0.0.1. A deployment may bind to every
 * interface or to none in particular: localized rewrites must work there too,
 * and never loop or leak the internal path.
 */
const bindings = [
  { name: 'unbound', portOffset: 11, args: [] as string[] },
  { name: '0.0.0.0', portOffset: 12, args: ['-H', '0.0.0.0'] },
];

for (const binding of bindings) {
  test.describe(`next start ${binding.name}`, () => {
    let server: ChildProcess;
    let port: number;

    test.beforeAll(async ({}, testInfo) => {
      // Next to the suite's own port, so parallel checkouts never share a server.
      port = Number(new URL(testInfo.project.use.baseURL!).port) + binding.portOffset;
      server = spawn('npx', ['next', 'start', '-p', String(port), ...binding.args], {
        detached: true,
        stdio: 'ignore',
        env: { ...process.env, PORT: String(port), NODE_ENV: 'production', DEMO: '1' },
      });
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        try {
          if ((await fetch(`http://127.0.0.1:${port}/en`)).ok) return;
        } catch {
          // still starting
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error('server did not start');
    });

    test.afterAll(() => {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    });

    test('serves localized paths and redirects to public forms only', async ({ request }) => {
      const origin = `http://127.0.0.1:${port}`;
      const page = await request.get(`${origin}/nl/wedstrijden`, { maxRedirects: 0 });
      expect(page.status()).toBe(200);
      expect(await page.text()).toContain('<html lang="nl-BE"');

      const wrongForm = await request.get(`${origin}/nl/games`, { maxRedirects: 0 });
      expect(wrongForm.headers().location).toBe('/nl/wedstrijden');

      const behindProxy = await request.get(`${origin}/fr/jeux/classement`, {
        maxRedirects: 0,
        headers: { host: 'www.westhoek.example', 'x-forwarded-proto': 'https' },
      });
      expect(behindProxy.status()).toBe(200);
      expect(behindProxy.headers().location).toBeUndefined();
    });
  });
}
