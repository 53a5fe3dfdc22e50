import { validContact, validMascotVisit, validTicketRequest, validVipReservation } from './form-fixtures';

type Sample = Record<string, unknown>;

/** What a route handler stores: no honeypot, no empty optional answer, the visitor's language. */
function stored(input: object, email: string): Sample {
  const { website: _honeypot, ...answers } = input as Record<string, unknown>;
  const kept = Object.entries(answers).filter(([, value]) => value !== '');
  return { ...Object.fromEntries(kept), email, locale: 'en' };
}

function storedWithMatch(input: object, email: string, matchLabel: string): Sample {
  const { matchId, ...rest } = stored(input, email);
  return { ...rest, match: matchId, matchLabel };
}

/**
 * A document holding `email` for every collection that stores visitors' addresses. The
 * data-request test checks that these keys are exactly the collections the CMS config
 * says hold an address: a new form's collection fails it until it has a sample here, so
 * its export and erasure are tested too.
 */
export function personalDataSamples(
  email: string,
  match: { id: number; label: string },
): Record<string, Sample> {
  return {
    'vip-reservations': storedWithMatch(validVipReservation(match.id), email, match.label),
    'ticket-requests': storedWithMatch(validTicketRequest(match.id), email, match.label),
    'contact-messages': stored(validContact(), email),
    'mascot-visits': stored(validMascotVisit(), email),
    'newsletter-subscribers': {
      email: email.toLowerCase(),
      firstName: 'Amélie',
      lastName: 'Dubois',
      birthDate: '1984-09-30',
      locale: 'fr',
      consentAt: new Date().toISOString(),
      policyVersion: '2026-01',
      status: 'confirmed',
    },
  };
}
