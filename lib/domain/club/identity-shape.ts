import type { ClubSetting } from '@/lib/generated/payload-types';
import { toImage, type Image } from '@/lib/domain/content/image';
import type { Locale } from '@/lib/domain/i18n/locales';
import { HEX_COLOUR } from './contrast';
import { neutralColours, type BrandColours } from './palette';
import { builtPathSegment } from './path-segment.mjs';

/**
 * Who the site says it is (Club settings in the CMS): one identity for every page, feed,
 * picture, icon and mail. A new site has none until an admin saves the settings: it then
 * calls itself "Our club" in the visitor's language, in the designed navy and gold.
 */
export type ClubIdentity = {
  /** Whether an admin has saved the club's name: false on a new site. */
  isSet: boolean;
  name: string;
  shortName: string;
  /** The `{club}` of this build's paths (it changes with a build: lib/domain/club/path-segment.mjs). */
  pathSegment: string;
  foundedYear?: number;
  mascotName?: string;
  crest?: Image;
  /** The one-colour crest, or the crest itself when there is none. */
  crestMonochrome?: Image;
  colours: BrandColours;
  mail: { senderName: string; senderAddress?: string };
  copyright?: string;
};

/** A new site's name, in the visitor's language. */
export const neutralClubName: Record<Locale, string> = { en: 'Our club', nl: 'Onze club', fr: 'Notre club' };

/** A new site's word for its mascot, until the club names it. */
export const neutralMascotName: Record<Locale, string> = {
  en: 'Our mascot',
  nl: 'Onze mascotte',
  fr: 'Notre mascotte',
};

export type SavedIdentity = Partial<
  Pick<
    ClubSetting,
    'name' | 'shortName' | 'foundedYear' | 'mascotName' | 'crest' | 'crestMonochrome' | 'copyright'
  >
> & { colours?: Partial<ClubSetting['colours']> | null; mail?: Partial<ClubSetting['mail']> | null };

const text = (value: string | null | undefined) => value?.trim() || undefined;
const colour = (value: string | null | undefined, fallback: string) =>
  value && HEX_COLOUR.test(value) ? value.toLowerCase() : fallback;

/** The identity from what the settings hold; what they lack is the neutral one's. */
export function toClubIdentity(saved: SavedIdentity, locale: Locale): ClubIdentity {
  const name = text(saved.name) ?? neutralClubName[locale];
  const crest = toImage(saved.crest) ?? undefined;
  return {
    isSet: Boolean(text(saved.name)),
    name,
    shortName: text(saved.shortName) ?? name,
    pathSegment: builtPathSegment(),
    foundedYear: saved.foundedYear ?? undefined,
    mascotName: text(saved.mascotName),
    crest,
    crestMonochrome: toImage(saved.crestMonochrome) ?? crest,
    colours: {
      primary: colour(saved.colours?.primary, neutralColours.primary),
      accent: colour(saved.colours?.accent, neutralColours.accent),
    },
    mail: {
      senderName: text(saved.mail?.senderName) ?? name,
      senderAddress: text(saved.mail?.senderAddress),
    },
    copyright: text(saved.copyright),
  };
}

/** The mascot's name as the site writes it: the club's, or the neutral words. */
export const mascotOf = (identity: ClubIdentity, locale: Locale) =>
  identity.mascotName ?? neutralMascotName[locale];

/**
 * The values the site's messages take for the club (`{club}`, `{mascot}`, and `{named}`:
 * `yes` once the club named its mascot, so a label reads "Our mascot", not "Mascot Our mascot").
 */
export function clubWords(identity: ClubIdentity, locale: Locale, short = false) {
  return {
    club: short ? identity.shortName : identity.name,
    mascot: mascotOf(identity, locale),
    named: identity.mascotName ? 'yes' : 'no',
  };
}
