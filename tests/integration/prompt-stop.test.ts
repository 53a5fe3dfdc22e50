import { spawn } from 'node:child_process';
import http from 'node:http';
import { describe, expect, it } from 'vitest';

/**
 * An instance asked to stop is gone within 5 s whatever it holds open (lib/shared/http/prompt-stop.ts),
 * and fails none of the requests it took: the old instance of an upgrade under load ran on
 * until systemd killed it 20 s after SIGTERM, with what it was answering then.
 */
describe('an instance asked to stop', () => {
  it(
    'exits within 5 s while holding a stream, kept-alive connections under load and a job',
    { timeout: 60_000 },
    async () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/stopping-server.ts'], {
        env: { ...process.env, DEMO: '1', LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const port = await new Promise<number>((resolve) =>
        child.stdout.on('data', (chunk: Buffer) => {
          const printed = Number(String(chunk).trim());
          if (printed) resolve(printed);
        }),
      );
      const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
        child.on('exit', (code) => resolve({ code, at: Date.now() })),
      );
      let running = true;
      void exited.then(() => (running = false));

      // A stream that never ends by itself.
      const stream = http.get({ port, host: '127.0.0.1', path: '/stream' }, (response) => response.resume());
      stream.on('error', () => {});

      // Four loops of GETs on kept-alive connections, as the front sends them. A GET that fails
      // before its answer's header (refused, or reset: a kept-alive connection Node's stop
      // closes, or a new one still in the listener's queue when it closed) is passed to another
      // instance by the front (nginx's `proxy_next_upstream error`); anything else, an error
      // status or an answer cut after its header, is a failed request.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
      const outcomes = { answered: 0, passedOn: 0, failed: [] as string[] };
      const get = () =>
        new Promise<void>((resolve) => {
          let answering = false;
          const request = http.get({ port, host: '127.0.0.1', path: '/', agent }, (response) => {
            answering = true;
            response.resume();
            response.on('error', (error: NodeJS.ErrnoException) => {
              outcomes.failed.push(`cut after the header: ${error.code ?? error.message}`);
              resolve();
            });
            response.on('end', () => {
              if (response.statusCode === 200) outcomes.answered++;
              else outcomes.failed.push(String(response.statusCode));
              resolve();
            });
          });
          request.on('error', (error: NodeJS.ErrnoException) => {
            if (answering) return;
            const passedOn = error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET';
            if (passedOn) outcomes.passedOn++;
            else outcomes.failed.push(error.code ?? error.message);
            resolve();
          });
        });
      const loops = Array.from({ length: 4 }, async () => {
        while (running) await get();
      });

      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const answeredBefore = outcomes.answered;
      const signalledAt = Date.now();
      process.kill(child.pid!, 'SIGTERM');
      // Without the prompt stop it ran on for as long as the load went on: killed after 8 s.
      const { code, at } = await Promise.race([
        exited,
        new Promise<{ code: string; at: number }>((resolve) =>
          setTimeout(() => {
            child.kill('SIGKILL');
            resolve({ code: 'still running 8 s after SIGTERM', at: Infinity });
          }, 8_000),
        ),
      ]);
      running = false;
      await Promise.all(loops);
      agent.destroy();
      stream.destroy();

      expect(at - signalledAt).toBeLessThan(5_000);
      expect(code).toBe(143);
      expect(answeredBefore).toBeGreaterThan(0);
      expect(outcomes.failed).toEqual([]);
    },
  );
});
