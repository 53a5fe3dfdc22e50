import { spawn } from 'node:child_process';

/** Polls `url` until it answers 200; returns the milliseconds it took. */
export async function waitFor(url: string, timeoutMs = 60_000): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return Date.now() - start;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts `next start` in a process group of its own (so stopping it also stops
 * the `next-server` child) and measures process start to the first 200 of `readyPath`.
 * `cwd`: another app's folder (the floor, scripts/bench/floor-app.ts), run with our `next`.
 */
export async function startSite(
  port: number,
  env: Record<string, string> = {},
  { cwd = '.', readyPath = '/en' } = {},
) {
  const startedAt = Date.now();
  // npx finds our `next` from the floor's folder too: it lies inside the checkout.
  const server = spawn('npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'production',
      DEMO: '1',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
  });
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  try {
    await waitFor(`http://127.0.0.1:${port}${readyPath}`);
  } catch (error) {
    stop();
    throw error;
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    coldStartMs: Date.now() - startedAt,
    pid: server.pid ?? 0,
    stop,
  };
}
