import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';

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

  it('says what is wrong with a value', () => {
    expect(() =>
      parseEnv({ REDIS_URL: 'http://cache', PAYLOAD_SECRET: secret, SITE_URL: 'https://x.example' }),
    ).toThrow(/REDIS_URL must start with redis:\/\//);
    expect(() => parseEnv({ TRUSTED_PROXIES: 'many' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseEnv({ PAYLOAD_SECRET: secret, S3_BUCKET: 'media' })).toThrow(/S3_BUCKET needs both/);
  });
});
