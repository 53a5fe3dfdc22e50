import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * One nodemailer for every mail the site sends: the visitors' and staff's (lib/domain/mail) and the
 * CMS's password resets, which Payload's adapter sends through the site's own transport
 * (lib/cms/email.ts). Two copies meant two transports to one mail server and an old one
 * (7.0.13) inside the range of the addressparser advisories (GHSA-p6gq-j5cr-w38f and those of
 * 2026: fixed in 10.1.4 and 10.4.1). package.json's `overrides` gives Payload's adapter,
 * which asks for ^9.1.1, the same one; nodemailer 10's only breaking change is Node 20+.
 */
const FIRST_WITHOUT_KNOWN_ADVISORIES = [10, 4, 1];

describe('nodemailer', () => {
  it('is installed once, at a version after the advisories', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, { version: string }>;
    };
    const copies = Object.entries(lock.packages).filter(([where]) =>
      where.endsWith('node_modules/nodemailer'),
    );
    expect(copies.map(([where]) => where)).toEqual(['node_modules/nodemailer']);
    const version = copies[0][1].version.split('.').map(Number);
    const newer = version.findIndex((part, index) => part !== FIRST_WITHOUT_KNOWN_ADVISORIES[index]);
    expect(newer === -1 || version[newer] > FIRST_WITHOUT_KNOWN_ADVISORIES[newer], version.join('.')).toBe(
      true,
    );
  });
});
