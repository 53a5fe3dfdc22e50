import type { Locale } from '@/lib/domain/i18n/locales';

/** Why a test mail did not go out, by what the admin checks next. */
export type TestMailFailure = 'noServer' | 'unreachable' | 'timeout' | 'login' | 'refused' | 'failed';
type Explain = (server: string, detail: string) => string;

/** What the admin reads when a test mail did not go out: the cause, then what to check. */
export const testMailFailureTexts: Record<TestMailFailure, Record<Locale, Explain>> = {
  noServer: {
    en: () =>
      'Not sent: this site has no mail server set up (SMTP_HOST in the server’s environment file), so it writes its mails to the log instead.',
    nl: () =>
      'Niet verstuurd: deze site heeft geen mailserver ingesteld (SMTP_HOST in het omgevingsbestand van de server), dus schrijft ze haar mails in het logboek.',
    fr: () =>
      'Non envoyé : ce site n’a pas de serveur de messagerie configuré (SMTP_HOST dans le fichier d’environnement du serveur) ; il écrit donc ses e-mails dans le journal.',
  },
  unreachable: {
    en: (server, detail) =>
      `Not sent: the mail server ${server} could not be reached (${detail}). Check SMTP_HOST and SMTP_PORT.`,
    nl: (server, detail) =>
      `Niet verstuurd: de mailserver ${server} is niet bereikbaar (${detail}). Controleer SMTP_HOST en SMTP_PORT.`,
    fr: (server, detail) =>
      `Non envoyé : le serveur de messagerie ${server} est injoignable (${detail}). Vérifiez SMTP_HOST et SMTP_PORT.`,
  },
  timeout: {
    en: (server) =>
      `Not sent: the mail server ${server} did not answer in time. Check SMTP_HOST and SMTP_PORT, and that the server lets this machine connect.`,
    nl: (server) =>
      `Niet verstuurd: de mailserver ${server} antwoordde niet op tijd. Controleer SMTP_HOST en SMTP_PORT, en of de server deze machine toelaat.`,
    fr: (server) =>
      `Non envoyé : le serveur de messagerie ${server} n’a pas répondu à temps. Vérifiez SMTP_HOST et SMTP_PORT, et que le serveur accepte cette machine.`,
  },
  login: {
    en: (server, detail) =>
      `Not sent: the mail server ${server} refused the login (${detail}). Check SMTP_USER and SMTP_PASS.`,
    nl: (server, detail) =>
      `Niet verstuurd: de mailserver ${server} weigerde de aanmelding (${detail}). Controleer SMTP_USER en SMTP_PASS.`,
    fr: (server, detail) =>
      `Non envoyé : le serveur de messagerie ${server} a refusé la connexion (${detail}). Vérifiez SMTP_USER et SMTP_PASS.`,
  },
  refused: {
    en: (server, detail) =>
      `Not sent: the mail server ${server} refused the mail (${detail}). Check that it may send from the site’s sender address.`,
    nl: (server, detail) =>
      `Niet verstuurd: de mailserver ${server} weigerde de mail (${detail}). Controleer dat hij mag versturen van het afzenderadres van de site.`,
    fr: (server, detail) =>
      `Non envoyé : le serveur de messagerie ${server} a refusé l’e-mail (${detail}). Vérifiez qu’il peut envoyer depuis l’adresse d’expéditeur du site.`,
  },
  failed: {
    en: (server, detail) => `Not sent: sending through ${server} failed (${detail}).`,
    nl: (server, detail) => `Niet verstuurd: versturen via ${server} mislukte (${detail}).`,
    fr: (server, detail) => `Non envoyé : l’envoi par ${server} a échoué (${detail}).`,
  },
};

export const testMailSentText: Record<Locale, (to: string) => string> = {
  en: (to) => `Sent to ${to}. Check that it arrived, in the spam folder too.`,
  nl: (to) => `Verstuurd naar ${to}. Kijk of hij aankwam, ook in de map met ongewenste mail.`,
  fr: (to) => `Envoyé à ${to}. Vérifiez qu’il est arrivé, dans les indésirables aussi.`,
};

export const testMailForAdminsOnly: Record<Locale, string> = {
  en: 'Only an admin sends the test e-mail.',
  nl: 'Enkel een beheerder verstuurt de test-e-mail.',
  fr: 'Seul un administrateur envoie l’e-mail de test.',
};

/** The test mail itself, in the language of the admin who asked for it. */
export const testMailContent: Record<Locale, { subject: string; text: (server: string) => string }> = {
  en: {
    subject: 'Test e-mail from the club’s website',
    text: (server) =>
      `This e-mail was sent from the admin’s “Going live” checklist through the mail server ${server}. It reached you: the site’s confirmations and notifications can too.`,
  },
  nl: {
    subject: 'Test-e-mail van de website van de club',
    text: (server) =>
      `Deze e-mail werd verstuurd vanuit de checklist “Online gaan” van de beheeromgeving, via de mailserver ${server}. Hij bereikte je: de bevestigingen en meldingen van de site kunnen dat ook.`,
  },
  fr: {
    subject: 'E-mail de test du site du club',
    text: (server) =>
      `Cet e-mail a été envoyé depuis la liste « Mise en ligne » de l’administration, par le serveur de messagerie ${server}. Il vous est parvenu : les confirmations et notifications du site le peuvent aussi.`,
  },
};
