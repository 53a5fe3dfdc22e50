import type { adminLanguage } from './mail-notice-texts';

/**
 * Said in the admin when a save is refused because the admin was opened at an address
 * (`opened`) the CMS does not take sessions from: not SITE_URL, not in CMS_ORIGINS.
 * `use` is the admin's address on SITE_URL.
 */
export const originRefusal: Record<
  ReturnType<typeof adminLanguage>,
  (opened: string, use: string) => string
> = {
  en: (opened, use) =>
    `Not saved: this admin was opened at ${opened}, an address the site does not accept changes from. Open the admin at ${use} and save again. (To edit from ${opened} too, the server's administrator adds it to CMS_ORIGINS.)`,
  nl: (opened, use) =>
    `Niet bewaard: deze beheeromgeving werd geopend op ${opened}, een adres waarvan de site geen wijzigingen aanvaardt. Open de beheeromgeving op ${use} en bewaar opnieuw. (Om ook vanaf ${opened} te bewerken, voegt de beheerder van de server het toe aan CMS_ORIGINS.)`,
  fr: (opened, use) =>
    `Non enregistré : cette administration a été ouverte à l’adresse ${opened}, d’où le site n’accepte pas de modifications. Ouvrez l’administration à ${use} et enregistrez à nouveau. (Pour modifier aussi depuis ${opened}, l’administrateur du serveur l’ajoute à CMS_ORIGINS.)`,
};
