import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from '../../scripts/bench/cpu-slowdown';
import { answerBytes, fileServerConfig } from '../../scripts/bench/front-cache';
import { benchPorts, portAnswers, portsRefusal } from '../../scripts/bench/ports';

describe('cpuSlowdownFor (Lighthouse’s calibration of the CPU slowdown)', () => {
  it('gives the multipliers of Lighthouse’s calculator at its reference points', () => {
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 1);
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 1);
  });

  it('slows a fast phase of the machine more than a slow one, in proportion', () => {
    // The two phases of one machine: 1,223 and 2,800.
    expect(cpuSlowdownFor(1223)).toBeCloseTo(2.85, 2);
    expect(cpuSlowdownFor(2800)).toBeCloseTo(9.44, 2);
    const indexes = [150, 400, 799, 800, 1000, 1299, 1300, 1700, 3000];
    const multipliers = indexes.map(cpuSlowdownFor);
    expect(multipliers).toEqual([...multipliers].sort((a, b) => a - b));
  });

  it('refuses a host too slow to emulate the reference phone, or no index', () => {
    expect(() => cpuSlowdownFor(149)).toThrow(/too slow/);
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/too slow/);
  });
});

describe('the bench’s port check', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  const listen = async () => {
    server = createServer((socket) => socket.end());
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  };

  it('names the BENCH_PORT, the floor’s and the ports of its nginx servers', () => {
    expect(benchPorts(3200)).toEqual([
      3200, 3201, 3210, 3211, 3212, 3213, 3214, 3215, 3216, 3217, 3218, 3219, 3220,
    ]);
  });

  it('refuses, in one line naming the port, when one of its ports already answers', async () => {
    const taken = await listen();
    expect(await portAnswers(taken)).toBe(true);
    const refusal = await portsRefusal([taken]);
    expect(refusal).toContain(`port ${taken} `);
    expect(refusal).not.toContain('\n');
  });

  it('lets the bench run when its ports are free', async () => {
    const free = await listen();
    server!.close();
    server = undefined;
    expect(await portAnswers(free)).toBe(false);
    expect(await portsRefusal([free])).toBeUndefined();
  });
});

describe('the front cache’s ceiling: nginx answering the same bytes from a file', () => {
  const answer = {
    status: 200,
    headers: [
      ['Server', 'nginx'],
      ['Content-Type', 'text/html; charset=utf-8'],
      ['Content-Encoding', 'gzip'],
      ['Content-Security-Policy', "default-src 'self'; script-src 'self' \"x\" $y"],
      ['X-Cache-Status', 'HIT'],
    ] as [string, string][],
    body: Buffer.from('compressed'),
  };

  it('sends the front cache’s own headers, quoted for nginx, and leaves nginx’s to nginx', () => {
    const config = fileServerConfig(7000, '/en', answer, '/srv/page');
    expect(config).toContain('add_header Content-Encoding "gzip" always;');
    expect(config).toContain(
      'add_header Content-Security-Policy "default-src \'self\'; script-src \'self\' \\"x\\" ${dollar}y" always;',
    );
    expect(config).toContain('add_header X-Cache-Status "HIT" always;');
    expect(config).toContain('default_type "text/html; charset=utf-8";');
    expect(config).not.toMatch(/add_header (Server|Content-Type)/);
    expect(config).toContain('sendfile on;');
  });

  it('counts an answer’s bytes on the wire', () => {
    expect(answerBytes(answer).body).toBe(10);
    expect(answerBytes(answer).headers).toBeGreaterThan(100);
  });
});
