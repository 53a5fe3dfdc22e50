import type { Localized } from '@/lib/domain/i18n/locales';
import { communityPages } from './community-texts';
import { legalPages } from './legal-texts';
import type { SeedPage } from './seed-page';

const p = (en: string, nl: string, fr: string): Localized => ({ en, nl, fr });

/** The words of every fixed screen, in three languages: the business and ticketing introductions here, community and legal pages in their own modules. */
export const seedPages: SeedPage[] = [
  {
    key: 'about',
    title: p('We are Westhoek', 'Wij zijn Westhoek', 'Nous sommes Westhoek'),
    intro: p(
      'A club of the region, by the region, for a hundred years.',
      'Een club van de streek, door de streek, al honderd jaar.',
      'Un club de la région, par la région, depuis cent ans.',
    ),
    body: {
      en: [
        'KVC Westhoek was founded in 1922 by railway workers in Ypres.',
        'Today more than 400 players, 200 volunteers and thousands of supporters carry the club.',
      ],
      nl: [
        'KVC Westhoek werd in 1922 opgericht door spoorwegarbeiders in Ieper.',
        'Vandaag dragen meer dan 400 spelers, 200 vrijwilligers en duizenden supporters de club.',
      ],
      fr: [
        'Le KVC Westhoek a été fondé en 1922 par des cheminots à Ypres.',
        "Aujourd'hui, plus de 400 joueurs, 200 bénévoles et des milliers de supporters portent le club.",
      ],
    },
  },
  {
    key: 'fanclub',
    title: p('Supporters clubs', 'Supportersclubs', 'Clubs des supporters'),
    intro: p(
      'Find the fan club near you.',
      'Vind de supportersclub bij jou in de buurt.',
      'Trouvez le club de supporters près de chez vous.',
    ),
    body: {
      en: ['Every fan club is welcome at the federation meeting on the first Monday of the month.'],
      nl: ['Elke supportersclub is welkom op de federatievergadering, elke eerste maandag van de maand.'],
      fr: [
        'Chaque club de supporters est le bienvenu à la réunion de la fédération, le premier lundi du mois.',
      ],
    },
  },
  {
    key: 'sponsoring',
    title: p('Sponsoring', 'Sponsoring', 'Parrainage'),
    intro: p(
      'Put your company in front of 12,000 supporters every home game.',
      'Breng je bedrijf bij elke thuiswedstrijd onder de aandacht van 12.000 supporters.',
      'Montrez votre entreprise à 12 000 supporters à chaque match à domicile.',
    ),
    body: {
      en: [
        'From LED boards and shirt sleeves to a lounge of your own: our business team builds a package with you.',
      ],
      nl: [
        'Van ledborden en mouwen tot een eigen lounge: ons businessteam stelt samen met jou een pakket samen.',
      ],
      fr: [
        "Des panneaux LED aux manches du maillot, jusqu'à votre propre loge : notre équipe business compose un forfait avec vous.",
      ],
    },
  },
  {
    key: 'vip-experience',
    title: p('VIP match experience', 'VIP-wedstrijdbeleving', 'Expérience VIP'),
    intro: p(
      'Dine before the game, watch from the best seats.',
      'Dineer voor de wedstrijd en kijk vanop de beste plaatsen.',
      'Dînez avant le match et regardez depuis les meilleures places.',
    ),
    body: {
      en: [
        'Your evening starts two hours before kick-off in the business lounge and ends with a drink with the players.',
      ],
      nl: [
        'Je avond begint twee uur voor de aftrap in de business lounge en eindigt met een drankje met de spelers.',
      ],
      fr: [
        'Votre soirée commence deux heures avant le coup d’envoi au business lounge et se termine par un verre avec les joueurs.',
      ],
    },
  },
  {
    key: 'partners',
    title: p('Our partners', 'Onze partners', 'Nos partenaires'),
    intro: p(
      'The companies that make our club possible.',
      'De bedrijven die onze club mogelijk maken.',
      'Les entreprises qui rendent notre club possible.',
    ),
    body: {
      en: ['Thank you to every partner, large and small.'],
      nl: ['Dank aan elke partner, groot en klein.'],
      fr: ['Merci à chaque partenaire, grand ou petit.'],
    },
  },
  {
    key: 'subscriptions',
    title: p('Season subscriptions', 'Abonnementen', 'Abonnements'),
    intro: p(
      'Your seat for every home game of the league.',
      'Jouw plaats voor elke thuiswedstrijd in de competitie.',
      'Votre place pour chaque match de championnat à domicile.',
    ),
    body: {
      en: ['Subscriptions are on sale from June; subscribers keep their seat.'],
      nl: ['Abonnementen zijn te koop vanaf juni; abonnees behouden hun plaats.'],
      fr: ['Les abonnements sont en vente dès juin ; les abonnés gardent leur place.'],
    },
  },
  {
    key: 'tickets',
    title: p('Tickets', 'Tickets', 'Billets'),
    intro: p(
      'Single match tickets, online and at the ticket counter.',
      'Losse tickets, online en aan het loket.',
      'Billets par match, en ligne et au guichet.',
    ),
    searchDescription: p(
      'Tickets for every KVC Westhoek home game in Ypres, online or at the ticket counter, with the prices per age and for the top games.',
      'Tickets voor elke thuiswedstrijd van KVC Westhoek in Ieper, online of aan het loket, met de prijzen per leeftijd en voor de topmatchen.',
      'Des billets pour chaque match à domicile du KVC Westhoek à Ypres, en ligne ou au guichet, avec les prix par âge et pour les grands matchs.',
    ),
    body: {
      en: ['Top games are Club Brugge, Anderlecht and Gent.'],
      nl: ['Topwedstrijden zijn Club Brugge, Anderlecht en Gent.'],
      fr: ['Les matchs au sommet sont Club Brugge, Anderlecht et Gand.'],
    },
  },
  {
    key: 'refs-scouts',
    title: p('Referees and scouts', 'Scheidsrechters en scouts', 'Arbitres et scouts'),
    intro: p(
      'With a valid invitation card you can ask for a ticket for a home game.',
      'Met een geldige uitnodigingskaart vraag je een ticket aan voor een thuiswedstrijd.',
      "Avec une carte d'invitation valable, vous pouvez demander un billet pour un match à domicile.",
    ),
    body: {
      en: ['Requests close 48 hours before kick-off.'],
      nl: ['Aanvragen sluiten 48 uur voor de aftrap.'],
      fr: ['Les demandes se clôturent 48 heures avant le coup d’envoi.'],
    },
  },
  {
    key: 'contact',
    title: p('Contact', 'Contact', 'Contact'),
    intro: p('We are glad to help.', 'We helpen je graag.', 'Nous vous aidons volontiers.'),
    body: {
      en: ['Questions about tickets? Check the FAQ first.'],
      nl: ['Vragen over tickets? Kijk eerst in de FAQ.'],
      fr: ['Des questions sur les billets ? Consultez d’abord la FAQ.'],
    },
  },
  ...communityPages,
  ...legalPages,
];
