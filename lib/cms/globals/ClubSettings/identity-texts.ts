import { AA_TEXT_CONTRAST } from '../../../domain/club/contrast';
import type { Locale } from '@/lib/domain/i18n/locales';
import { cmsWords } from '../../labels';

/** The admin's words for the identity fields' refusals, in the admin's language. */
export const identityRefusals: Record<
  Locale,
  {
    colour: string;
    pathSegment: string;
    primaryOnWhite: (colour: string, ratio: string) => string;
    accentOnPrimary: (accent: string, primary: string, ratio: string) => string;
    foundedYear: (latest: number) => string;
  }
> = cmsWords((t) => ({
  colour: t('ClubSettings.refusals.colour'),
  pathSegment: t('ClubSettings.refusals.pathSegment'),
  primaryOnWhite: (colour, ratio) =>
    t('ClubSettings.refusals.primaryOnWhite', { colour, ratio, aa: String(AA_TEXT_CONTRAST) }),
  accentOnPrimary: (accent, primary, ratio) =>
    t('ClubSettings.refusals.accentOnPrimary', { accent, primary, ratio, aa: String(AA_TEXT_CONTRAST) }),
  foundedYear: (latest) => t('ClubSettings.refusals.foundedYear', { latest: String(latest) }),
}));
