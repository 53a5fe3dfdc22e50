import type { PageKey } from '../../collections/Pages';

type Localized = { en: string; nl: string; fr: string };
export type SeedPage = {
  key: PageKey;
  title: Localized;
  intro: Localized;
  body: { en: string[]; nl: string[]; fr: string[] };
};

const p = (en: string, nl: string, fr: string): Localized => ({ en, nl, fr });

/** The words of every fixed screen, in three languages. Short on purpose: editors write the real texts. */
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
    key: 'activities',
    title: p('Activities', 'Activiteiten', 'Activités'),
    intro: p(
      'Something for every supporter, all season long.',
      'Voor elke supporter iets, het hele seizoen lang.',
      'Pour chaque supporter, toute la saison.',
    ),
    body: {
      en: [
        'Stadium tours on Wednesday afternoons, the family day in August and the Christmas market on the parvis.',
      ],
      nl: [
        'Stadionrondleidingen op woensdagnamiddag, de familiedag in augustus en de kerstmarkt op het voorplein.',
      ],
      fr: [
        'Visites du stade le mercredi après-midi, la journée des familles en août et le marché de Noël sur le parvis.',
      ],
    },
  },
  {
    key: 'volunteers',
    title: p('Volunteers', 'Vrijwilligers', 'Bénévoles'),
    intro: p(
      'No match without the 200 people behind the scenes.',
      'Geen wedstrijd zonder de 200 mensen achter de schermen.',
      'Pas de match sans les 200 personnes dans les coulisses.',
    ),
    body: {
      en: [
        'Stewards, bar staff, youth coaches and kit washers: join the team and get a season ticket as thanks.',
      ],
      nl: [
        'Stewards, barmedewerkers, jeugdtrainers en kledijwassers: word lid van het team en krijg een abonnement als dank.',
      ],
      fr: [
        "Stewards, serveurs, entraîneurs des jeunes et lavandiers : rejoignez l'équipe et recevez un abonnement en remerciement.",
      ],
    },
  },
  {
    key: 'for-everybody',
    title: p('Football for everybody', 'Voetbal voor iedereen', 'Le football pour tout le monde'),
    intro: p(
      'G-football, walking football and a stadium without barriers.',
      'G-voetbal, walking football en een stadion zonder drempels.',
      'Football adapté, walking football et un stade sans obstacles.',
    ),
    body: {
      en: [
        'Our G-team trains every Saturday morning; places for wheelchair users are free for one companion.',
      ],
      nl: [
        'Onze G-ploeg traint elke zaterdagvoormiddag; een begeleider van een rolstoelgebruiker komt gratis binnen.',
      ],
      fr: [
        "Notre équipe de football adapté s'entraîne le samedi matin ; l'accompagnateur d'une personne en fauteuil entre gratuitement.",
      ],
    },
  },
  {
    key: 'friends',
    title: p('Friends of Westhoek', 'Vrienden van Westhoek', 'Les amis du Westhoek'),
    intro: p(
      'The supporters who give a little more.',
      'De supporters die net iets meer geven.',
      'Les supporters qui donnent un peu plus.',
    ),
    body: {
      en: ['For 50 euros a year the friends support the youth academy and meet the players twice a season.'],
      nl: [
        'Voor 50 euro per jaar steunen de vrienden de jeugdacademie en ontmoeten ze de spelers twee keer per seizoen.',
      ],
      fr: [
        "Pour 50 euros par an, les amis soutiennent l'académie des jeunes et rencontrent les joueurs deux fois par saison.",
      ],
    },
  },
  {
    key: 'mascot',
    title: p('Binkie, our mascot', 'Binkie, onze mascotte', 'Binkie, notre mascotte'),
    intro: p(
      'The yellow lion who never misses a home game.',
      'De gele leeuw die geen thuiswedstrijd mist.',
      'Le lion jaune qui ne rate aucun match à domicile.',
    ),
    body: {
      en: [
        'Binkie visits schools, birthday parties and club events in the region. Ask for a visit with the form below.',
      ],
      nl: [
        'Binkie bezoekt scholen, verjaardagsfeestjes en clubactiviteiten in de streek. Vraag een bezoek aan met het formulier hieronder.',
      ],
      fr: [
        'Binkie rend visite aux écoles, aux fêtes d’anniversaire et aux événements de la région. Demandez une visite avec le formulaire ci-dessous.',
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
  {
    key: 'terms',
    title: p('Terms and conditions', 'Algemene voorwaarden', 'Conditions générales'),
    intro: p(
      'The rules for visiting our stadium.',
      'De regels voor een bezoek aan ons stadion.',
      'Les règles pour visiter notre stade.',
    ),
    body: {
      en: [
        '1. A ticket gives access to one match and the seat printed on it.',
        '2. The stadium rules and the football law apply to every visitor.',
        '3. The club may refuse access to anyone who breaks these rules.',
      ],
      nl: [
        '1. Een ticket geeft toegang tot één wedstrijd en de plaats die erop staat.',
        '2. Het stadionreglement en de voetbalwet gelden voor elke bezoeker.',
        '3. De club kan de toegang weigeren aan wie deze regels overtreedt.',
      ],
      fr: [
        '1. Un billet donne accès à un match et à la place qui y figure.',
        '2. Le règlement du stade et la loi football s’appliquent à chaque visiteur.',
        "3. Le club peut refuser l'accès à quiconque enfreint ces règles.",
      ],
    },
  },
  {
    key: 'online-terms',
    title: p('Online terms and conditions', 'Online algemene voorwaarden', 'Conditions générales en ligne'),
    intro: p(
      'For purchases in our ticket shop and webshop.',
      'Voor aankopen in onze ticketshop en webshop.',
      'Pour les achats dans notre billetterie et notre boutique en ligne.',
    ),
    body: {
      en: [
        'Tickets bought online cannot be returned, except when a match is cancelled.',
        'Webshop orders can be returned within 14 days.',
      ],
      nl: [
        'Online gekochte tickets worden niet teruggenomen, behalve als een wedstrijd wordt afgelast.',
        'Bestellingen in de webshop kun je binnen 14 dagen terugsturen.',
      ],
      fr: [
        'Les billets achetés en ligne ne sont pas repris, sauf si un match est annulé.',
        'Les commandes de la boutique peuvent être retournées dans les 14 jours.',
      ],
    },
  },
  {
    key: 'privacy',
    title: p('Privacy policy', 'Privacybeleid', 'Politique de confidentialité'),
    intro: p(
      'How we handle your personal data.',
      'Hoe we met je persoonsgegevens omgaan.',
      'Comment nous traitons vos données personnelles.',
    ),
    body: {
      en: [
        'We use the details you give in our forms only to handle your request, and for marketing and profiling only when you agree to it.',
        'You can ask to see, correct or delete your data at privacy@westhoek.example.',
      ],
      nl: [
        'We gebruiken de gegevens uit onze formulieren alleen om je aanvraag te behandelen, en voor marketing en profilering alleen als je daarmee akkoord gaat.',
        'Je kunt je gegevens inkijken, verbeteren of laten wissen via privacy@westhoek.example.',
      ],
      fr: [
        "Nous n'utilisons les données de nos formulaires que pour traiter votre demande, et pour le marketing et le profilage uniquement avec votre accord.",
        'Vous pouvez consulter, corriger ou faire effacer vos données via privacy@westhoek.example.',
      ],
    },
  },
  {
    key: 'cookies',
    title: p('Cookie policy', 'Cookiebeleid', 'Politique des cookies'),
    intro: p(
      'Which cookies we set and why.',
      'Welke cookies we plaatsen en waarom.',
      'Quels cookies nous plaçons et pourquoi.',
    ),
    body: {
      en: [
        'Necessary cookies remember your language and cookie choice. Functional and analytics cookies are set only when you accept them.',
      ],
      nl: [
        'Noodzakelijke cookies onthouden je taal en je cookiekeuze. Functionele en analytische cookies plaatsen we alleen als je ze aanvaardt.',
      ],
      fr: [
        'Les cookies nécessaires retiennent votre langue et votre choix de cookies. Les cookies fonctionnels et analytiques ne sont placés que si vous les acceptez.',
      ],
    },
  },
];
