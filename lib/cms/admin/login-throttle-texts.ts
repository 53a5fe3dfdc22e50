import type { Locale } from '@/lib/domain/i18n/locales';

/** Which limit refused a login (hooks/login-throttle.ts): this device or network's, or the account's. */
export type LoginRefusal = 'here' | 'account';

/** What the admin's login form says when a login is refused for one of them, in the admin's languages. */
export const loginRefusal: Record<Locale, Record<LoginRefusal, (minutes: number) => string>> = {
  en: {
    here: (minutes) =>
      `Too many login attempts from this device or network. Try again in ${minutes} minutes.`,
    account: (minutes) =>
      `Too many failed logins to this account from elsewhere: for ${minutes} minutes it accepts logins only from a device that has logged in to it before. Use such a device, or try again later.`,
  },
  nl: {
    here: (minutes) =>
      `Te veel aanmeldpogingen vanaf dit toestel of netwerk. Probeer het over ${minutes} minuten opnieuw.`,
    account: (minutes) =>
      `Te veel mislukte aanmeldingen op dit account van elders: ${minutes} minuten lang aanvaardt het alleen aanmeldingen vanaf een toestel dat er eerder mee aangemeld was. Gebruik zo’n toestel, of probeer het later opnieuw.`,
  },
  fr: {
    here: (minutes) =>
      `Trop de tentatives de connexion depuis cet appareil ou ce réseau. Réessayez dans ${minutes} minutes.`,
    account: (minutes) =>
      `Trop d’échecs de connexion à ce compte depuis ailleurs : pendant ${minutes} minutes, il n’accepte que les connexions depuis un appareil qui s’y est déjà connecté. Utilisez un tel appareil, ou réessayez plus tard.`,
  },
};
