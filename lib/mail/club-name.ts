import { club } from '@/lib/club.mjs';

/**
 * The club's name as its mails sign: the club settings' `name`, which an admin sets.
 * Stands in for the club identity reader (lib/club/identity.ts) until that is merged.
 */
export function clubName(settings: { name?: string | null }): string {
  return settings.name?.trim() || club.name;
}
