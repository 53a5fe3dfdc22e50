import type { Localized } from '@/lib/domain/i18n/locales';

export type SeedChapter = {
  order: number;
  period: string;
  title: Localized;
  summary: Localized;
  body: Localized;
};

export const seedHistory: SeedChapter[] = [
  {
    order: 1,
    period: '1922–1945',
    title: { en: 'The founding years', nl: 'De beginjaren', fr: 'Les années fondatrices' },
    summary: {
      en: 'Railway workers found the club on a meadow outside the city walls.',
      nl: 'Spoorwegarbeiders richten de club op in een weide buiten de stadswallen.',
      fr: 'Des cheminots fondent le club dans une prairie hors des remparts.',
    },
    body: {
      en: 'In 1922 a group of railway workers founded the club and played their first matches in borrowed shirts.',
      nl: 'In 1922 richtte een groep spoorwegarbeiders de club op en speelde de eerste wedstrijden in geleende truitjes.',
      fr: 'En 1922, un groupe de cheminots fonde le club et joue ses premiers matchs avec des maillots empruntés.',
    },
  },
  {
    order: 2,
    period: '1946–1979',
    title: {
      en: 'Rise to the national divisions',
      nl: 'Opgang naar de nationale reeksen',
      fr: 'Montée en divisions nationales',
    },
    summary: {
      en: 'Three promotions in ten years and a new stadium on the Stadionlaan.',
      nl: 'Drie promoties in tien jaar en een nieuw stadion aan de Stadionlaan.',
      fr: 'Trois promotions en dix ans et un nouveau stade sur la Stadionlaan.',
    },
    body: {
      en: 'The post-war years brought three promotions and, in 1968, the stadium that is still our home.',
      nl: 'De naoorlogse jaren brachten drie promoties en in 1968 het stadion dat nog altijd onze thuis is.',
      fr: "L'après-guerre apporte trois promotions et, en 1968, le stade qui est toujours notre maison.",
    },
  },
  {
    order: 3,
    period: '1980–2021',
    title: {
      en: 'Cup nights and European dreams',
      nl: 'Bekeravonden en Europese dromen',
      fr: 'Soirées de coupe et rêves européens',
    },
    summary: {
      en: 'A cup final, a first European campaign and a youth academy that became a reference.',
      nl: 'Een bekerfinale, een eerste Europese campagne en een jeugdacademie die een referentie werd.',
      fr: 'Une finale de coupe, une première campagne européenne et une académie des jeunes devenue une référence.',
    },
    body: {
      en: 'The club reached the cup final in 1994 and played its first European matches two seasons later.',
      nl: 'De club haalde in 1994 de bekerfinale en speelde twee seizoenen later de eerste Europese wedstrijden.',
      fr: 'Le club atteint la finale de la coupe en 1994 et joue ses premiers matchs européens deux saisons plus tard.',
    },
  },
  {
    order: 4,
    period: '2022–',
    title: { en: 'A hundred years of Westhoek', nl: 'Honderd jaar Westhoek', fr: 'Cent ans de Westhoek' },
    summary: {
      en: 'The centenary, celebrated with the whole region and a book of a hundred years.',
      nl: 'Het eeuwfeest, gevierd met de hele streek en een boek over honderd jaar.',
      fr: 'Le centenaire, fêté avec toute la région et un livre de cent ans.',
    },
    body: {
      en: 'In 2022 the club turned one hundred and celebrated with a season of events and a centenary book.',
      nl: 'In 2022 werd de club honderd en vierde dat met een seizoen vol evenementen en een jubileumboek.',
      fr: 'En 2022, le club a eu cent ans et l’a fêté avec une saison d’événements et un livre du centenaire.',
    },
  },
];
