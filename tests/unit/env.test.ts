import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/shared/env';

const secret = 'a'.repeat(48);

describe('the environment checked at start-up', () => {
  it('has local defaults for one process', () => {
    const env = parseEnv({ PAYLOAD_SECRET: secret });
    expect(env.DATABASE_URL).toBe('file:./data/club.db');
    expect(env.TRUSTED_PROXIES).toBe(0);
    expect(env.REDIS_URL).toBeUndefined();
  });

  it('refuses several instances without the secret and the origin they must share', () => {
    expect(() => parseEnv({ REDIS_URL: 'redis://10.0.0.5:6379' })).toThrow(/PAYLOAD_SECRET[\s\S]*SITE_URL/);
    expect(() => parseEnv({ REDIS_URL: 'redis://10.0.0.5:6379', PAYLOAD_SECRET: secret })).toThrow(
      /SITE_URL: several instances/,
    );
    const shared = parseEnv({
      REDIS_URL: 'redis://10.0.0.5:6379',
      PAYLOAD_SECRET: secret,
      SITE_URL: 'https://www.westhoek.example',
      TRUSTED_PROXIES: '1',
    });
    expect(shared.TRUSTED_PROXIES).toBe(1);
  });

  it('refuses a production server without its own secret and public origin', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /PAYLOAD_SECRET: must be set with NODE_ENV=production[\s\S]*SITE_URL: must be set/,
    );
    expect(() => parseEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: secret })).toThrow(
      /SITE_URL: must be set/,
    );
    expect(() => parseEnv({ NODE_ENV: 'production', SITE_URL: 'https://www.westhoek.example' })).toThrow(
      /PAYLOAD_SECRET: must be set/,
    );
    const production = parseEnv({
      NODE_ENV: 'production',
      PAYLOAD_SECRET: secret,
      SITE_URL: 'https://www.westhoek.example',
    });
    expect([production.PAYLOAD_SECRET, production.SITE_URL, production.DEMO]).toEqual([
      secret,
      'https://www.westhoek.example',
      false,
    ]);
  });

  it('lets the demo and the tests (DEMO=1) run production on the local defaults', () => {
    const demo = parseEnv({ NODE_ENV: 'production', DEMO: '1', PAYLOAD_SECRET: secret });
    expect(demo.DEMO).toBe(true);
    expect(demo.SITE_URL).toBe('http://localhost:3000');
    // Only 1 marks the demo: a typo must not turn a club's server into one.
    expect(() => parseEnv({ NODE_ENV: 'production', DEMO: 'yes' })).toThrow(/DEMO must be 1/);
    expect(() => parseEnv({ NODE_ENV: 'production', DEMO: '0', PAYLOAD_SECRET: secret })).toThrow(
      /SITE_URL: must be set/,
    );
  });

  it('takes a metrics token only long enough not to be guessed', () => {
    expect(parseEnv({ PAYLOAD_SECRET: secret }).METRICS_TOKEN).toBeUndefined();
    expect(() => parseEnv({ PAYLOAD_SECRET: secret, METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: METRICS_TOKEN must be at least 32 characters/,
    );
    expect(parseEnv({ PAYLOAD_SECRET: secret, METRICS_TOKEN: secret }).METRICS_TOKEN).toBe(secret);
  });

  it('says what is wrong with a value', () => {
    expect(() =>
      parseEnv({ REDIS_URL: 'http://cache', PAYLOAD_SECRET: secret, SITE_URL: 'https://x.example' }),
    ).toThrow(/REDIS_URL must start with redis:\/\//);
    expect(() => parseEnv({ TRUSTED_PROXIES: 'many' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseEnv({ PAYLOAD_SECRET: secret, S3_BUCKET: 'media' })).toThrow(/S3_BUCKET needs both/);
  });
});
