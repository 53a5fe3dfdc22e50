import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { submissionCollections } from '@/lib/cms/collections/Submissions';
import { mailboxAddress, staffLanguage } from '@/lib/domain/mail/mailboxes';
import { confirmationKind, formOfCollection, storedForms } from '@/lib/domain/forms/registry';
import { confirmationMail } from '@/lib/domain/mail/confirmation';
import { staffMail } from '@/lib/domain/mail/staff-mail';
import { choiceWordsOf, wordedAnswers } from '@/lib/domain/mail/worded-answers';

const desks = {
  tickets: 'tickets@club.example',
  business: 'vip@club.example',
  general: 'info-desk@club.example',
};

describe('which address a mailbox mails', () => {
  it('is the mailbox the admin set', () => {
    expect(mailboxAddress({ email: 'info@club.example', mailboxes: desks }, 'business')).toBe(
      'vip@club.example',
    );
  });

  it('falls back to the general mailbox, then to the club’s address, when one is empty', () => {
    expect(mailboxAddress({ email: 'info@club.example', mailboxes: desks }, 'community')).toBe(desks.general);
    const { general: _general, ...noGeneral } = desks;
    expect(
      mailboxAddress(
        { email: 'info@club.example', mailboxes: { ...noGeneral, community: ' ' } },
        'community',
      ),
    ).toBe('info@club.example');
    expect(mailboxAddress({ email: 'info@club.example', mailboxes: null }, 'tickets')).toBe(
      'info@club.example',
    );
    expect(mailboxAddress({}, 'tickets')).toBeUndefined();
  });

  it('is written in the language the admin chose, the site’s default language until then', () => {
    expect(staffLanguage({ mailboxes: { language: 'fr' } })).toBe('fr');
    expect(staffLanguage({ mailboxes: { language: null } })).toBe('en');
    expect(staffLanguage({})).toBe('en');
  });
});

describe('every submission is mailed to the staff', () => {
  it('every submission collection of the CMS is a form of the registry', () => {
    const slugs = submissionCollections.map((collection) => collection.slug);
    expect(storedForms.map((form) => form.collection)).toEqual(slugs);
  });

  it.each([
    ['en', en],
    ['nl', nl],
    ['fr', fr],
  ] as const)(
    'every answer of every form has its label, its choices their words, a confirmation its own (%s)',
    (_locale, messages) => {
      const missing: string[] = [];
      for (const form of storedForms) {
        if (!(form.collection in messages.StaffMail.forms))
          missing.push(`StaffMail.forms.${form.collection}`);
        for (const [name, field] of Object.entries(form.fields)) {
          if (!(name in messages.StaffMail.fields)) missing.push(`StaffMail.fields.${name}`);
          if (field.kind !== 'choice') continue;
          const words = (messages.Choices as Record<string, Record<string, string>>)[choiceWordsOf(name)];
          for (const option of field.options)
            if (!words?.[option]) missing.push(`Choices of ${name}: ${option}`);
        }
        if (!('confirmation' in form)) continue;
        const kind = confirmationKind(form);
        const words = (messages.Mail as Record<string, unknown>)[kind] as Record<string, string> | undefined;
        for (const part of ['subject', 'body']) if (!words?.[part]) missing.push(`Mail.${kind}.${part}`);
      }
      expect(missing).toEqual([]);
    },
  );
});

describe('the visitor’s confirmation', () => {
  const form = formOfCollection('ticket-requests');
  const submission = {
    id: 7,
    matchId: 3,
    match: 3,
    matchLabel: 'KVC Westhoek – RC Harelbeke',
    firstName: 'Marc',
    lastName: 'Dubois',
    birthDate: '1975-04-12',
    email: 'marc@example.com',
    invitationCardType: 'scout',
    ticketType: 'press-box',
  };

  it('is worded in the visitor’s language with the answers its words name', () => {
    const mail = confirmationMail({
      kind: confirmationKind(form),
      locale: 'en',
      to: 'marc@example.com',
      answers: wordedAnswers(form.fields, submission, 'en'),
      reference: 'REF-7',
      club: 'FC Example',
      from: { name: 'FC Example', address: 'info@club.example' },
    });
    expect(mail.subject).toBe('Your ticket request for KVC Westhoek – RC Harelbeke');
    expect(mail.text).toMatch(/^Dear Marc,\n/);
    expect(mail.text).toContain('Your reference: REF-7');
  });

  it('names every answer as the visitor reads it, not as stored', () => {
    expect(wordedAnswers(form.fields, submission, 'fr')).toMatchObject({
      match: 'KVC Westhoek – RC Harelbeke',
      firstName: 'Marc',
      birthDate: '12 avril 1975',
      invitationCardType: expect.not.stringMatching(/^scout$/),
    });
  });
});

describe('the staff mail', () => {
  const form = formOfCollection('vip-reservations');
  const submission = {
    id: 12,
    createdAt: '2026-03-01T18:05:00.000Z',
    locale: 'fr',
    dinnerType: 'brasserie',
    match: 3,
    matchLabel: 'KVC Westhoek – RC Harelbeke, 14 March',
    firstName: 'Sofie',
    lastName: 'Claes',
    email: 'sofie@example.com',
    birthDate: '1984-09-30',
    adults: 2,
    children: 0,
    hasCashlessCard: false,
    champagneTable: true,
    comments: 'Near the window.\nTwo high chairs.',
  };
  const mail = staffMail({
    form: 'vip-reservations',
    fields: form.fields,
    headline: form.headline,
    submission,
    locale: 'en',
    to: 'vip@club.example',
    club: 'FC Example',
    from: { name: 'FC Example', address: 'info@club.example' },
    adminLink: 'https://club.example/admin/collections/vip-reservations/12',
    reference: 'VIP-12',
  });

  it('goes to the mailbox with the visitor as Reply-To', () => {
    expect(mail).toMatchObject({ to: 'vip@club.example', replyTo: 'sofie@example.com' });
    expect(mail.subject).toBe('VIP reservation: Sofie Claes – KVC Westhoek – RC Harelbeke, 14 March');
  });

  it('lists the answers in the staff’s words, and nothing the form did not ask', () => {
    const lines = mail.text.split('\n');
    expect(lines).toContain('https://club.example/admin/collections/vip-reservations/12');
    expect(lines).toContain('Type of dinner: Brasserie buffet');
    expect(lines).toContain('Match: KVC Westhoek – RC Harelbeke, 14 March');
    expect(lines).toContain('Birth date: September 30, 1984');
    expect(lines).toContain('Children: 0');
    expect(lines).toContain('Has a cashless card: No');
    expect(lines).toContain('Champagne table: Yes');
    expect(mail.text).toContain('Comments:\n> Near the window.\n> Two high chairs.');
    expect(lines).toContain('Reference: VIP-12');
    expect(lines).toContain('Language of the visitor: Français');
    // Brussels time, an hour ahead of UTC in March.
    expect(mail.text).toMatch(/^Received: March 1, 2026 at 7:05\sPM$/m);
    expect(mail.text).not.toMatch(/Cashless card number|Number of tickets|Price category|Company/);
    expect(mail.text).toContain('FC Example');
  });
});
