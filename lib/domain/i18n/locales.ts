/** Supported languages (SPEC §9) and the full codes the SPEC asks for (SPEC §2). */
export const locales = ['en', 'nl', 'fr'] as const;
export type Locale = (typeof locales)[number];

/** One text in every language of the site. */
export type Localized = Record<Locale, string>;

export const defaultLocale: Locale = 'en';

export const localeTags: Record<Locale, string> = {
  en: 'en-US',
  nl: 'nl-BE',
  fr: 'fr-FR',
};

/** Each language named in itself, for the language control. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  nl: 'Nederlands',
  fr: 'Français',
};

/** SPEC §9: the locale cookie lives 365 days, same-site lax. */
export const LOCALE_COOKIE = {
  name: 'NEXT_LOCALE',
  maxAge: 365 * 24 * 60 * 60,
  sameSite: 'lax',
} as const;

export const TIME_ZONE = 'Europe/Brussels';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
