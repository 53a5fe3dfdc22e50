import type { Locale } from '@/lib/domain/i18n/locales';

/** The admin's language (Payload's i18n, lib/cms/payload.config.ts: the site's locales), English by default. */
export function adminLanguage(language: string | undefined): Locale {
  return language === 'nl' || language === 'fr' ? language : 'en';
}

/** Said on the login screen and in answer to a reset request when the site has no mail server. */
export const resetWithoutMail: Record<Locale, string> = {
  en: 'Password reset by e-mail is not available: this site has no mail server set up (SMTP_HOST). An admin can set a new password for you under Site → Users.',
  nl: 'Wachtwoord herstellen per e-mail is niet beschikbaar: deze site heeft geen mailserver ingesteld (SMTP_HOST). Een beheerder kan je een nieuw wachtwoord geven onder Site → Gebruikers.',
  fr: 'La réinitialisation du mot de passe par e-mail n’est pas disponible : ce site n’a pas de serveur de messagerie configuré (SMTP_HOST). Un administrateur peut vous donner un nouveau mot de passe sous Site → Utilisateurs.',
};
