import type { NewsKind } from '../domain/news/kinds';
import type { Localized } from '@/lib/domain/i18n/locales';

export type SeedNews = {
  kind: NewsKind;
  daysAgo: number;
  title: Localized;
  excerpt: Localized;
  body: { en: string[]; nl: string[]; fr: string[] };
  /** What an editor wrote for search results; items without one show their excerpt there. */
  searchDescription?: Localized;
};

/** A first handful of published news in three languages (issue 4 brings the full set). */
export const seedNews: SeedNews[] = [
  {
    kind: 'gamereport',
    daysAgo: 2,
    title: {
      en: 'Late winner keeps Westhoek in the top four',
      nl: 'Late winning goal houdt Westhoek in de top vier',
      fr: 'Un but tardif maintient Westhoek dans le top quatre',
    },
    excerpt: {
      en: 'A header in the 89th minute settled a tense home game against KSC Leiedal.',
      nl: 'Een kopbal in de 89ste minuut besliste een spannende thuismatch tegen KSC Leiedal.',
      fr: 'Une tête à la 89e minute a décidé un match à domicile tendu contre le KSC Leiedal.',
    },
    searchDescription: {
      en: 'Match report: a header in the 89th minute beats KSC Leiedal at the Stadionlaan and keeps KVC Westhoek in the top four of the league.',
      nl: 'Wedstrijdverslag: een kopbal in de 89ste minuut verslaat KSC Leiedal aan de Stadionlaan en houdt KVC Westhoek in de top vier.',
      fr: 'Compte rendu : une tête à la 89e minute bat le KSC Leiedal à la Stadionlaan et maintient le KVC Westhoek dans le top quatre.',
    },
    body: {
      en: [
        'Westhoek started strongly and hit the post twice before the break.',
        'After the hour Leiedal equalised, but the home side kept pushing and were rewarded in the 89th minute.',
      ],
      nl: [
        'Westhoek begon sterk en trof voor de rust twee keer de paal.',
        'Na het uur maakte Leiedal gelijk, maar de thuisploeg bleef drukken en werd in de 89ste minuut beloond.',
      ],
      fr: [
        'Westhoek a bien commencé et a touché deux fois le poteau avant la pause.',
        "Après l'heure de jeu, Leiedal a égalisé, mais l'équipe locale a continué à pousser et a été récompensée à la 89e minute.",
      ],
    },
  },
  {
    kind: 'article',
    daysAgo: 4,
    title: {
      en: 'Season tickets for the new season on sale',
      nl: 'Abonnementen voor het nieuwe seizoen te koop',
      fr: 'Les abonnements pour la nouvelle saison sont en vente',
    },
    excerpt: {
      en: 'Renew your seat in the east, north or west stand before the priority period ends.',
      nl: 'Verleng je plaats in de oost-, noord- of westtribune voor de voorrangsperiode afloopt.',
      fr: 'Renouvelez votre place en tribune est, nord ou ouest avant la fin de la période prioritaire.',
    },
    searchDescription: {
      en: 'Season tickets for the new season are on sale: renew your seat in the east, north or west stand during the priority period.',
      nl: 'De abonnementen voor het nieuwe seizoen zijn te koop: verleng je plaats in de oost-, noord- of westtribune tijdens de voorrangsperiode.',
      fr: 'Les abonnements de la nouvelle saison sont en vente : renouvelez votre place en tribune est, nord ou ouest pendant la période prioritaire.',
    },
    body: {
      en: ['Season ticket holders keep their seat during the priority period and receive a voucher booklet.'],
      nl: ['Abonnees behouden hun plaats tijdens de voorrangsperiode en krijgen een bonnenboekje.'],
      fr: [
        'Les abonnés conservent leur place pendant la période prioritaire et reçoivent un carnet de bons.',
      ],
    },
  },
  {
    kind: 'gamegallery',
    daysAgo: 2,
    title: {
      en: 'Photos: Westhoek – Leiedal',
      nl: "Foto's: Westhoek – Leiedal",
      fr: 'Photos : Westhoek – Leiedal',
    },
    excerpt: {
      en: 'The best pictures of a thrilling evening at the Stadionlaan.',
      nl: 'De mooiste beelden van een spannende avond aan de Stadionlaan.',
      fr: "Les plus belles images d'une soirée palpitante à la Stadionlaan.",
    },
    body: {
      en: ['Relive the late winner and the celebrations with the fans.'],
      nl: ['Beleef de late winning goal en het feest met de fans opnieuw.'],
      fr: ['Revivez le but tardif et la fête avec les supporters.'],
    },
  },
  {
    kind: 'esports-article',
    daysAgo: 6,
    title: {
      en: 'Esports team qualifies for the national finals',
      nl: 'Esportsploeg plaatst zich voor de nationale finales',
      fr: "L'équipe esports se qualifie pour les finales nationales",
    },
    excerpt: {
      en: 'Our players won their group without losing a single match.',
      nl: 'Onze spelers wonnen hun groep zonder één match te verliezen.',
      fr: 'Nos joueurs ont remporté leur groupe sans perdre un seul match.',
    },
    searchDescription: {
      en: 'The KVC Westhoek esports team won its group without losing a match and plays the national finals in Brussels next month.',
      nl: 'De esportsploeg van KVC Westhoek won haar groep zonder een match te verliezen en speelt volgende maand de nationale finales in Brussel.',
      fr: "L'équipe esports du KVC Westhoek a gagné son groupe sans perdre un match et joue les finales nationales à Bruxelles le mois prochain.",
    },
    body: {
      en: ['The finals are played in Brussels next month; supporters can follow them on the club channel.'],
      nl: ['De finales worden volgende maand in Brussel gespeeld; supporters volgen ze op het clubkanaal.'],
      fr: [
        'Les finales se jouent à Bruxelles le mois prochain ; les supporters peuvent les suivre sur la chaîne du club.',
      ],
    },
  },
  {
    kind: 'article',
    daysAgo: 9,
    title: {
      en: 'Youth academy opens its doors for new players',
      nl: 'Jeugdacademie opent de deuren voor nieuwe spelers',
      fr: "L'académie des jeunes ouvre ses portes aux nouveaux joueurs",
    },
    excerpt: {
      en: 'Boys and girls born between 2012 and 2019 are welcome at the open training days.',
      nl: 'Jongens en meisjes geboren tussen 2012 en 2019 zijn welkom op de open trainingsdagen.',
      fr: "Les garçons et filles nés entre 2012 et 2019 sont les bienvenus aux journées d'entraînement ouvertes.",
    },
    body: {
      en: ['Bring sports clothes and shin guards; our youth coaches will be there to welcome you.'],
      nl: ['Breng sportkledij en scheenbeschermers mee; onze jeugdtrainers verwelkomen je graag.'],
      fr: [
        'Apportez des vêtements de sport et des protège-tibias ; nos entraîneurs de jeunes vous accueilleront.',
      ],
    },
  },
  {
    kind: 'gamereport',
    daysAgo: 9,
    title: {
      en: 'Hard-fought draw away at Royal Kempen',
      nl: 'Bevochten gelijkspel op bezoek bij Royal Kempen',
      fr: 'Match nul arraché chez le Royal Kempen',
    },
    excerpt: {
      en: 'Ten men held on for a point after an early red card.',
      nl: 'Met tien man hield Westhoek na een vroege rode kaart stand voor een punt.',
      fr: 'À dix après un carton rouge précoce, Westhoek a tenu bon pour un point.',
    },
    body: {
      en: ['A disciplined second half earned a valuable point on the road.'],
      nl: ['Een gedisciplineerde tweede helft leverde een waardevol punt op verplaatsing op.'],
      fr: ["Une seconde période disciplinée a rapporté un point précieux à l'extérieur."],
    },
  },
];
