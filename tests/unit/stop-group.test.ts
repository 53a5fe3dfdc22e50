import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { afterEach, expect, it, vi } from 'vitest';
import {
  background,
  groupAlive,
  startRedis,
  stopGroup,
  stopServices,
  waitFor,
} from '@/scripts/stack/services';

/** A process the stack starts through a launcher (npx), which exits before the server it started. */
function launcherWithSlowServer() {
  const server = `process.on('SIGTERM', () => setTimeout(() => process.exit(0), 400)); setInterval(() => {}, 1000); console.log('up');`;
  const launcher = `const c = require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(server)}], { stdio: 'inherit' }); setInterval(() => {}, 1000);`;
  return spawn(process.execPath, ['-e', launcher], { detached: true, stdio: ['ignore', 'pipe', 'inherit'] });
}

it('returns once every process of the group is gone, not when its launcher is', async () => {
  const launcher = launcherWithSlowServer();
  await new Promise((resolve) => launcher.stdout!.once('data', resolve));
  const started = Date.now();
  await stopGroup(launcher);
  expect(groupAlive(launcher.pid!)).toBe(false);
  expect(Date.now() - started).toBeGreaterThanOrEqual(350);
});

const servers: ChildProcess[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) if (groupAlive(server.pid!)) process.kill(-server.pid!, 'SIGKILL');
});

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(true));
  });

/** A server of the stack in a group of its own that, like Next finishing its requests, exits `lingerMs` after SIGTERM. */
async function stackServer(name: string, lingerMs: number) {
  const port = await freePort();
  const server = background(name, process.execPath, [
    '-e',
    `require('node:http').createServer((q, s) => s.end()).listen(${port}, '127.0.0.1');` +
      `process.on('SIGTERM', () => setTimeout(() => process.exit(0), ${lingerMs}));`,
  ]);
  servers.push(server);
  await waitFor(name, async () => !(await portFree(port)), 10_000);
  return { name, port, server, stop: () => stopGroup(server) };
}

/** The stack's services as startStack keeps them, with instance A killed (SIGKILL) before the stop. */
async function stackWithKilledInstance(lingerMs: number) {
  const services = await Promise.all(
    ['postgres', 'redis', 'instance A', 'instance B'].map((name) => stackServer(name, lingerMs)),
  );
  process.kill(-services[2].server.pid!, 'SIGKILL');
  return services;
}

async function expectEveryPortFree(ports: number[]) {
  expect(await Promise.all(ports.map(portFree))).toEqual(ports.map(() => true));
}

it("stops every service of the stack though one's stop fails", async () => {
  const services = await stackWithKilledInstance(0);
  // As the front's stop when nginx still writes the folder it removes (ENOTEMPTY).
  const front = {
    name: 'front cache',
    stop: () => {
      throw new Error('ENOTEMPTY: directory not empty');
    },
  };
  const report = vi.spyOn(console, 'error').mockImplementation(() => {});
  await stopServices([...services, front].reverse());
  await expectEveryPortFree(services.map((service) => service.port));
  expect(report).toHaveBeenCalledWith('[stack] stopping front cache failed:', expect.any(Error));
  report.mockRestore();
});

it('frees every port of the stack within 10 s when servers take seconds to finish', async () => {
  const services = await stackWithKilledInstance(3_500);
  const started = Date.now();
  await stopServices(services.reverse());
  expect(Date.now() - started).toBeLessThan(10_000);
  await expectEveryPortFree(services.map((service) => service.port));
}, 20_000);

it('stops a Redis that was killed before without an error', async () => {
  const redis = await startRedis(await freePort());
  const port = Number(new URL(redis.url).port);
  const pid = Number(
    spawnSync('redis-cli', ['-p', String(port), 'info', 'server'])
      .stdout.toString()
      .match(/process_id:(\d+)/)![1],
  );
  process.kill(pid, 'SIGKILL');
  await waitFor('Redis gone', async () => !groupAlive(pid), 5_000);
  await expect(redis.stop()).resolves.toBeUndefined();
});
