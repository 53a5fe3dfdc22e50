import { describe, expect, it } from 'vitest';
import { askedHost, ownOrigin } from '@/lib/shared/http/own-origin';

describe('the address an instance asks itself at', () => {
  it('is the one the server listens on, loopback when it listens everywhere', () => {
    expect(askedHost(undefined)).toBe('127.0.0.1');
    expect(askedHost('0.0.0.0')).toBe('127.0.0.1');
    expect(askedHost('::')).toBe('127.0.0.1');
    expect(askedHost('10.0.0.11')).toBe('10.0.0.11');
    expect(askedHost('fd00::11')).toBe('[fd00::11]');
  });

  it('is on the configured port', () => {
    expect(ownOrigin({ port: 7702, host: '10.0.0.11' })).toBe('http://10.0.0.11:7702');
    expect(ownOrigin({ port: '3000', host: undefined })).toBe('http://127.0.0.1:3000');
  });
});
