import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/shared/env';
import {
  parseSystemdEnvironmentFile,
  readWithBash,
  readWithSystemd,
} from '@/tests/support/systemd-environment-file';

/**
 * The sample environment file (deploy/club-site.env.example) is read by systemd for the
 * service and by a shell for the operator's commands: both must see the same settings,
 * and the app must accept them once the placeholders are filled.
 */
const example = 'deploy/club-site.env.example';
const folder = mkdtempSync(path.join(tmpdir(), 'club-env-file-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function written(name: string, contents: string): string {
  const file = path.join(folder, name);
  writeFileSync(file, contents);
  return file;
}

// What the README's sample file of 68a1711 held, as an operator would fill it in.
const commentsAfterValues = [
  'NODE_ENV=production',
  'PAYLOAD_SECRET=0123456789abcdef0123456789abcdef01234567   # 32+ characters: openssl rand -hex 32',
  'SITE_URL=https://www.club.example',
  'TRUSTED_PROXIES=1             # the TLS terminator (2 with the front cache behind it)',
  '',
].join('\n');

// Every rule of systemd.exec(5)'s EnvironmentFile= that a hand-written file may meet.
const tricky = [
  '# a comment',
  '; another comment',
  '   INDENTED=yes',
  'SPACED = around the equals sign   ',
  'TRAILING=comment # kept',
  "SINGLE='quoted # not a comment'",
  'DOUBLE="say \\"hi\\" \\\\ now"',
  "GLUED='quoted' # after",
  'CONTINUED=first \\',
  '  second',
  'TAB=a\tb',
  'no equals sign: ignored',
  '',
].join('\n');

describe('the sample environment file', () => {
  const contents = readFileSync(example, 'utf8');
  const systemdRules = parseSystemdEnvironmentFile(contents);

  it('gives the same settings to systemd and to a shell', () => {
    expect(Object.keys(systemdRules)).toEqual(
      expect.arrayContaining(['NODE_ENV', 'PAYLOAD_SECRET', 'SITE_URL', 'DATABASE_URL', 'TRUSTED_PROXIES']),
    );
    expect(readWithBash(written('example.env', contents))).toEqual(systemdRules);
  });

  it("gives the same settings to systemd's own parser, where systemd is installed", (context) => {
    const systemd = readWithSystemd(example, contents);
    if (!systemd) return context.skip();
    expect(systemd).toEqual(systemdRules);
  });

  it('is accepted by the app once the placeholders are filled, and refused before', () => {
    const filled = { ...systemdRules, PAYLOAD_SECRET: 'f'.repeat(64) };
    const env = parseEnv(filled);
    expect([env.SITE_URL, env.TRUSTED_PROXIES, env.DATABASE_URL]).toEqual([
      'https://www.club.example',
      2,
      'file:/var/lib/club-site/club.db',
    ]);
    // A file copied without filling in the secret never runs on a secret everyone knows.
    expect(() => parseEnv(systemdRules)).toThrow(/PAYLOAD_SECRET: PAYLOAD_SECRET must be at least 32/);
  });
});

describe("a parser following systemd's rules", () => {
  it('reads what systemd reads', () => {
    expect(parseSystemdEnvironmentFile(tricky)).toEqual({
      INDENTED: 'yes',
      SPACED: 'around the equals sign',
      TRAILING: 'comment # kept',
      SINGLE: 'quoted # not a comment',
      DOUBLE: 'say "hi" \\ now',
      GLUED: 'quoted# after',
      CONTINUED: 'first   second',
      TAB: 'a\tb',
    });
  });

  it("agrees with systemd's own parser, where systemd is installed", (context) => {
    const systemd = readWithSystemd('tricky.env', tricky);
    if (!systemd) return context.skip();
    expect(systemd).toEqual(parseSystemdEnvironmentFile(tricky));
  });
});

describe('a comment after a value', () => {
  it('is where systemd and a shell disagree', () => {
    const systemd = parseSystemdEnvironmentFile(commentsAfterValues);
    const shell = readWithBash(written('comments.env', commentsAfterValues));
    expect(shell.TRUSTED_PROXIES).toBe('1');
    expect(systemd.TRUSTED_PROXIES).toBe(
      '1             # the TLS terminator (2 with the front cache behind it)',
    );
  });

  it('is refused by the app, named as a comment systemd kept, without echoing the secret', () => {
    const systemd = parseSystemdEnvironmentFile(commentsAfterValues);
    let message = '';
    try {
      parseEnv(systemd);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(
      /PAYLOAD_SECRET: ends in "# 32\+ characters: openssl rand -hex 32": a comment after the value\? systemd keeps it as part of the value/,
    );
    expect(message).toMatch(/TRUSTED_PROXIES: ends in "# the TLS terminator/);
    // Named once, for the reason it fails: not also as "expected number, received NaN".
    expect(message.match(/TRUSTED_PROXIES/g)).toHaveLength(1);
    expect(message).not.toContain('0123456789abcdef');
  });

  it('is still allowed in a mail password, which may hold anything', () => {
    const env = parseEnv({
      SMTP_HOST: 'smtp.club.example',
      SMTP_PASS: 'pass #word',
      PAYLOAD_SECRET: 'f'.repeat(64),
    });
    expect(env.SMTP_PASS).toBe('pass #word');
  });
});
