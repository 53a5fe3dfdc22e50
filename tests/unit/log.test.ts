import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { sendConsoleToLog } from '../../lib/shared/log/console';
import { createLogger } from '../../lib/shared/log/logger';
import { requestIdOf, routePattern } from '../../lib/shared/log/request-log';

/** A logger as the site's, writing its JSON lines into an array. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: createLogger('debug', destination), lines, text: () => JSON.stringify(lines) };
}

describe('the log keeps personal data out', () => {
  it('drops the values a failed query quotes and the fields of an error beyond its own', () => {
    const { logger, lines, text } = capturedLogger();
    const error = Object.assign(
      new Error(
        'Failed query: insert into "contact_messages" ("first_name", "email") values (?, ?)\nparams: Zelda-Quux,zq@example.org',
      ),
      { code: 'SQLITE_ERROR', envelope: { to: ['zq@example.org'] }, response: '550 <zq@example.org>' },
    );
    logger.error({ err: error, form: 'contact' }, 'storing a submission failed');
    expect(text()).not.toMatch(/Zelda|zq@example/);
    const err = lines[0].err as Record<string, unknown>;
    expect(err).toMatchObject({ type: 'Error', code: 'SQLITE_ERROR' });
    expect(err.message).toContain('params: [redacted]');
    expect(Object.keys(err).sort()).toEqual(['code', 'message', 'stack', 'type']);
  });

  it('removes e-mail addresses from messages, as Payload words its mail-less adapter', () => {
    const { logger, text } = capturedLogger();
    logger.info({ msg: "Email attempted without being configured. To: 'editor@club.example', Subject: 'x'" });
    logger.warn('a message naming someone@example.com');
    expect(text()).not.toContain('@club.example');
    expect(text()).not.toContain('someone@');
    expect(text()).toContain('[email]');
  });

  it('redacts fields that hold personal data wherever a line carries them', () => {
    const { logger, lines } = capturedLogger();
    logger.info({ email: 'a@b.example', data: { firstName: 'Zelda', phone: '0470' }, to: 'x' }, 'oops');
    expect(lines[0]).toMatchObject({ email: '[redacted]', data: '[redacted]', to: '[redacted]' });
  });

  it('writes JSON lines with the level by name and an ISO time', () => {
    const { logger, lines } = capturedLogger();
    logger.child({ component: 'payload' }).info('started');
    expect(lines[0]).toMatchObject({ level: 'info', component: 'payload', msg: 'started' });
    expect(String(lines[0].time)).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});

describe('what libraries print with console', () => {
  it('becomes lines of the log, at most warn, scrubbed like the rest', () => {
    const { logger, lines } = capturedLogger();
    const original = { ...console };
    try {
      sendConsoleToLog(logger);
      console.error('render failed for %s', 'someone@example.com');
      console.log('compiled');
    } finally {
      Object.assign(console, original);
    }
    expect(lines).toMatchObject([
      { level: 'warn', component: 'console', msg: 'render failed for [email]' },
      { level: 'info', component: 'console', msg: 'compiled' },
    ]);
  });
});

describe('routePattern', () => {
  it.each([
    ['/api/forms/contact?lang=en', '/api/forms/contact'],
    ['/api/contact-messages/42?depth=0', '/api/contact-messages/:id'],
    ['/api/media/file/photo-of-me.jpg', '/api/media/file/:file'],
    ['/api/preview?secret=abc&path=/en', '/api/preview'],
    ['/api/newsletter/confirm?token=xxxxxxxxxxxxxxxx', '/api/newsletter/confirm'],
    ['/api/users/0f8fad5b-d9cb-469f-a165-70867728950e', '/api/users/:id'],
    ['/api/globals/club-settings', '/api/globals/club-settings'],
    ['/en/news/a%20b', '/en/news/:param'],
  ])('%s is %s', (target, pattern) => {
    expect(routePattern(target)).toBe(pattern);
  });
});

describe('requestIdOf', () => {
  const sent = { headers: { 'x-request-id': '0123456789abcdef0123456789abcdef' } };
  it('takes the id the trusted front sent', () => {
    expect(requestIdOf(sent, 1)).toBe('0123456789abcdef0123456789abcdef');
  });
  it('makes its own when nobody trusted stands before the app, or the id is not sane', () => {
    expect(requestIdOf(sent, 0)).not.toBe('0123456789abcdef0123456789abcdef');
    const made = requestIdOf({ headers: { 'x-request-id': 'a b<script>' } }, 1);
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the admin refusing a save from an origin that is not its own', () => {
  it('says where to open the admin, in its language, and logs the origin once', async () => {
    const { log } = await import('../../lib/shared/log/logger');
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    const { explainOriginRefusal } = await import('../../lib/cms/hooks/origin-refusal');
    const hook = explainOriginRefusal(['https://club.example'], 'https://club.example');
    const refusal = (language: string, origin = 'http://127.0.0.1:3000', cookie = 'payload-token=x') =>
      hook({
        error: Object.assign(new Error('You are not allowed to perform this action.'), { status: 403 }),
        req: { headers: new Headers({ origin, cookie }), i18n: { language } },
      } as never) as
        { status: number; response: { message: string; errors: { message: string }[] } } | undefined;
    const nl = refusal('nl');
    expect(nl?.status).toBe(403);
    expect(nl?.response.errors[0].message).toContain('http://127.0.0.1:3000');
    expect(nl?.response.errors[0].message).toContain('https://club.example/admin');
    expect(nl?.response.errors[0].message).toMatch(/^Niet bewaard/);
    expect(nl?.response.message).toBe(nl?.response.errors[0].message);
    expect(refusal('fr')?.response.errors[0].message).toMatch(/^Non enregistré/);
    expect(refusal('en')?.response.errors[0].message).toMatch(/^Not saved/);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatchObject({ origin: 'http://127.0.0.1:3000' });
    // From its own origin, or without a session, a 403 is an editor's missing right: left as it is.
    expect(refusal('en', 'https://club.example')).toBeUndefined();
    expect(refusal('en', 'http://127.0.0.1:3000', 'other=1')).toBeUndefined();
    warn.mockRestore();
  });
});
