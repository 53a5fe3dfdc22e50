import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from '../../scripts/bench/cpu-slowdown';
import { answerBytes, fileServerConfig, pairedFigures, type Turn } from '../../scripts/bench/front-cache';
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
    // As the front cache sends its copies (deploy/nginx/club-site.conf) and Debian's nginx.conf a file.
    expect(config).toContain('tcp_nopush on;');
  });

  it('counts an answer’s bytes on the wire', () => {
    expect(answerBytes(answer).body).toBe(10);
    expect(answerBytes(answer).headers).toBeGreaterThan(100);
  });
});

describe('the front cache measured side by side with its ceiling', () => {
  const turn = (rps: number, p99Ms: number, errors = 0): Turn => ({
    rps,
    p99Ms,
    errors,
    requests: rps * 10,
    cpuUsPerRequest: 1_000_000 / rps,
  });

  it('gives the median of the turns’ ratios, so that a turn the machine slowed moves neither side alone', () => {
    const figures = pairedFigures([
      { front: turn(30_000, 10), nginx: turn(60_000, 8) },
      // The machine busy with other work during this turn: both slower.
      { front: turn(6_000, 200), nginx: turn(10_000, 150) },
      { front: turn(33_000, 12), nginx: turn(55_000, 9) },
      { front: turn(31_000, 11, 2), nginx: turn(62_000, 7) },
      { front: turn(29_000, 14), nginx: turn(58_000, 8) },
    ]);
    expect(figures.ratios.map((ratio) => Number(ratio.toFixed(2)))).toEqual([0.5, 0.6, 0.6, 0.5, 0.5]);
    expect(figures.ratio).toBe(0.5);
    expect(figures.front).toMatchObject({ rps: 30_000, p99Ms: 12, errors: 2 });
    expect(figures.nginx).toMatchObject({ rps: 58_000, p99Ms: 8, errors: 0 });
    expect(figures.front.cpuUsPerRequest).toBeCloseTo(1_000_000 / 30_000);
  });

  it('takes the middle two’s mean of an even number of turns', () => {
    const figures = pairedFigures([
      { front: turn(10, 1), nginx: turn(20, 1) },
      { front: turn(30, 3), nginx: turn(40, 1) },
    ]);
    expect(figures.front.rps).toBe(20);
    expect(figures.front.p99Ms).toBe(2);
    expect(figures.ratio).toBeCloseTo((0.5 + 0.75) / 2);
  });
});
