import type { Locale } from '@/lib/domain/i18n/locales';

/** The column of the matches' list and the notice on a match's screen (AwaitingResult.tsx). */
export const awaitingResultTexts: Record<Locale, { column: string; cell: string; notice: string }> = {
  en: {
    column: 'Result',
    cell: 'Result missing',
    notice:
      'Kick-off has passed and this match is still to be played: enter its result (status Finished and the score) or its new date. Until then the site does not show it as the next match.',
  },
  nl: {
    column: 'Uitslag',
    cell: 'Uitslag ontbreekt',
    notice:
      'De aftrap is voorbij en deze wedstrijd moet volgens de site nog gespeeld worden: vul de uitslag in (status Finished en de score) of de nieuwe datum. Tot dan toont de site hem niet als volgende wedstrijd.',
  },
  fr: {
    column: 'Résultat',
    cell: 'Résultat manquant',
    notice:
      'Le coup d’envoi est passé et ce match est toujours à jouer selon le site : saisissez son résultat (statut Finished et le score) ou sa nouvelle date. D’ici là, le site ne l’affiche pas comme prochain match.',
  },
};
