import 'server-only';
import type { Payload } from 'payload';
import { queryClubIdentity, type ClubIdentity } from '@/lib/data/club-identity';
import { env } from '@/lib/shared/env';
import type { Locale } from '@/lib/domain/i18n/locales';
import { sender, type Sender } from '../../domain/mail/smtp';

/**
 * The club as a mail names it and signs it, read when the mail is written, not from the
 * page cache: a mail sent a second after the settings were saved already carries them.
 * One read of one row, for a mail the visitor asked for.
 */
export async function clubForMail(
  payload: Payload,
  locale: Locale,
): Promise<{ identity: ClubIdentity; from: Sender }> {
  const identity = await queryClubIdentity(payload, locale);
  return { identity, from: sender(identity.mail, env) };
}
