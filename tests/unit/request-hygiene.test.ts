import { describe, expect, it, vi } from 'vitest';
import type { Payload } from 'payload';
import { worthKeeping } from '../../lib/shared/cache/keep-policy.mjs';
import { logClientErrorsBriefly } from '../../lib/cms/client-errors-log';
import { hasMalformedPath, malformedPathResponse } from '../../lib/shared/http/malformed-path';

describe('hasMalformedPath', () => {
  it.each(['/en/%ff', '/%ff', '/api/%ff', '/admin/%ff', '/en/%e2%82', '/%'])('%s is malformed', (target) => {
    expect(hasMalformedPath(target)).toBe(true);
  });
  it.each(['/en', '/nl/nieuws/%C3%A9t%C3%A9', '/fr/jeux?q=%ff', '/en/a%20b', '/'])('%s is fine', (target) => {
    expect(hasMalformedPath(target)).toBe(false);
  });
  it('answers JSON under /api and a page in three languages elsewhere', () => {
    expect(malformedPathResponse('/api/%ff').contentType).toBe('application/json');
    const page = malformedPathResponse('/en/%ff');
    expect(page.contentType).toContain('text/html');
    expect(page.body).toContain('lang="nl"');
    expect(page.body).toContain('lang="fr"');
  });
});

describe('worthKeeping (what the cache handlers store)', () => {
  it('does not keep a page that answered 404', () => {
    expect(worthKeeping({ kind: 'APP_PAGE', status: 404 })).toBe(false);
    expect(worthKeeping({ kind: 'APP_PAGE', status: 200 })).toBe(true);
    expect(worthKeeping({ kind: 'APP_PAGE' })).toBe(true);
  });
  it('does not keep a CMS read that found nothing', () => {
    expect(worthKeeping({ kind: 'FETCH', data: { body: 'null', headers: {}, status: 200, url: '' } })).toBe(
      false,
    );
    expect(
      worthKeeping({ kind: 'FETCH', data: { body: '{"id":1}', headers: {}, status: 200, url: '' } }),
    ).toBe(true);
    expect(worthKeeping({ kind: 'FETCH', data: { body: '[]', headers: {}, status: 200, url: '' } })).toBe(
      true,
    );
  });
});

describe('logClientErrorsBriefly', () => {
  function payloadWithLogger() {
    const logger = { error: vi.fn(), info: vi.fn() };
    return { payload: { logger } as unknown as Payload, logger, error: logger.error };
  }

  it('logs a refused request as one info line', () => {
    const { payload, logger, error } = payloadWithLogger();
    logClientErrorsBriefly(payload);
    payload.logger.error({ err: { status: 403, message: 'You are not allowed to perform this action.' } });
    expect(error).not.toHaveBeenCalled();
    expect(logger.info).toHaveBeenCalledWith('403 You are not allowed to perform this action.');
  });

  it('keeps server errors as errors, with what was logged', () => {
    const { payload, error } = payloadWithLogger();
    logClientErrorsBriefly(payload);
    const logged = { err: { status: 500, message: 'database down' } };
    payload.logger.error(logged);
    payload.logger.error('plain message');
    expect(error).toHaveBeenCalledWith(logged);
    expect(error).toHaveBeenCalledWith('plain message');
  });
});
