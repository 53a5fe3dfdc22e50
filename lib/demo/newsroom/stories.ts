import type { Tag } from '@/lib/domain/vocabulary/content-tags';
import { seedNews, type SeedNews } from '../news';
import type { Scene } from './scenes';
import type { Localized } from '@/lib/domain/i18n/locales';

/** A seeded news item with what issue 4 added: picture, author, tags, flags, photos. */
export type SeedStory = SeedNews & {
  scene: Scene;
  author: string;
  tags: Tag[];
  highlighted?: boolean;
  hot?: boolean;
  /** A gallery's number of generated photos. */
  photos?: number;
};

/** Opponents of the generated reports; Leiedal and Kempen belong to the hand-written ones. */
const rivals = [
  'FC Meetjesland',
  'SK Haspengouw',
  'RFC Condroz',
  'KFC Dijleland',
  'Sporting Pajottenland',
  'RAEC Borinage',
  'KSV Waasland Noord',
  'FC Ardenne Sud',
  'VV Hageland',
  'Racing Famenne',
];

const results = ['2-0', '1-1', '3-2', '0-1', '2-2', '4-1', '1-0', '0-0', '2-1', '3-0'];

const topics: Array<{ title: Localized; excerpt: Localized; body: Localized; scene: Scene; tags: Tag[] }> = [
  {
    title: {
      en: 'Training pitch number {n} is ready',
      nl: 'Trainingsveld nummer {n} is klaar',
      fr: "Le terrain d'entraînement numéro {n} est prêt",
    },
    excerpt: {
      en: 'The hybrid grass pitch behind the main stand is ready.',
      nl: 'Het hybride grasveld achter de hoofdtribune is klaar.',
      fr: 'Le terrain hybride derrière la tribune principale est prêt.',
    },
    body: {
      en: 'The first team and the academy will share the new pitch from next week.',
      nl: 'De A-kern en de academie delen het nieuwe veld vanaf volgende week.',
      fr: "L'équipe première et l'académie partageront le nouveau terrain dès la semaine prochaine.",
    },
    scene: 'training',
    tags: ['first-team', 'youth'],
  },
  {
    title: {
      en: 'Volunteers wanted for matchday {n}',
      nl: 'Vrijwilligers gezocht voor speeldag {n}',
      fr: 'Bénévoles recherchés pour la journée {n}',
    },
    excerpt: {
      en: 'Stewards, bar staff and ticket scanners: join the team.',
      nl: 'Stewards, baruitbaters en ticketscanners: kom erbij.',
      fr: 'Stewards, personnel de bar et contrôleurs de billets : rejoignez-nous.',
    },
    body: {
      en: 'Every volunteer gets a club jacket and a ticket for a home match of their choice.',
      nl: 'Elke vrijwilliger krijgt een clubjas en een ticket voor een thuismatch naar keuze.',
      fr: 'Chaque bénévole reçoit une veste du club et un billet pour le match à domicile de son choix.',
    },
    scene: 'crowd',
    tags: ['community'],
  },
  {
    title: {
      en: 'Ladies team signs striker number {n}',
      nl: 'Damesploeg haalt spits nummer {n} binnen',
      fr: "L'équipe féminine engage l'attaquante numéro {n}",
    },
    excerpt: {
      en: 'A prolific scorer strengthens the ladies squad.',
      nl: 'Een productieve schutter versterkt de damesploeg.',
      fr: 'Une buteuse prolifique renforce l’équipe féminine.',
    },
    body: {
      en: 'She signed a two-year contract and will wear the club colours from the next match.',
      nl: 'Ze tekende een contract voor twee jaar en draagt de clubkleuren vanaf de volgende match.',
      fr: 'Elle a signé un contrat de deux ans et portera les couleurs du club dès le prochain match.',
    },
    scene: 'stadium',
    tags: ['ladies', 'transfers'],
  },
  {
    title: {
      en: 'Ticket office opening hours for week {n}',
      nl: 'Openingsuren ticketbalie voor week {n}',
      fr: 'Horaires de la billetterie pour la semaine {n}',
    },
    excerpt: {
      en: 'Buy online to avoid the queue at the counter.',
      nl: 'Koop online en vermijd de rij aan de balie.',
      fr: 'Achetez en ligne pour éviter la file au guichet.',
    },
    body: {
      en: 'Prices are higher at the ticket counter on match days.',
      nl: 'Op matchdagen zijn de prijzen aan de ticketbalie hoger.',
      fr: 'Les prix sont plus élevés au guichet les jours de match.',
    },
    scene: 'stadium',
    tags: ['tickets'],
  },
  {
    title: {
      en: 'Academy tournament number {n} draws 400 young players',
      nl: 'Jeugdtornooi nummer {n} lokt 400 jonge spelers',
      fr: 'Le tournoi de jeunes numéro {n} attire 400 jeunes joueurs',
    },
    excerpt: {
      en: 'A weekend of football for the under-9s to under-13s.',
      nl: 'Een weekend voetbal voor U9 tot U13.',
      fr: 'Un week-end de football pour les U9 à U13.',
    },
    body: {
      en: 'Thirty-two teams from Belgium and France took part.',
      nl: 'Tweeëndertig ploegen uit België en Frankrijk namen deel.',
      fr: 'Trente-deux équipes de Belgique et de France ont participé.',
    },
    scene: 'youth',
    tags: ['youth', 'community'],
  },
  {
    title: {
      en: 'Behind the scenes of matchday {n}',
      nl: 'Achter de schermen van speeldag {n}',
      fr: 'Dans les coulisses de la journée {n}',
    },
    excerpt: {
      en: 'From the kit room to the dressing room: a day with the staff.',
      nl: 'Van de materiaalruimte tot de kleedkamer: een dag met de staf.',
      fr: 'Du local du matériel au vestiaire : une journée avec le staff.',
    },
    body: {
      en: 'Our kitman starts six hours before kick-off.',
      nl: 'Onze materiaalman begint zes uur voor de aftrap.',
      fr: 'Notre intendant commence six heures avant le coup d’envoi.',
    },
    scene: 'studio',
    tags: ['behind-the-scenes', 'first-team'],
  },
];

const esportsTopics: Array<{ title: Localized; excerpt: Localized }> = [
  {
    title: {
      en: 'Esports: win number {n} in the online league',
      nl: 'Esports: zege nummer {n} in de online competitie',
      fr: 'Esports : victoire numéro {n} en ligue en ligne',
    },
    excerpt: {
      en: 'Another clean sheet for our console players.',
      nl: 'Opnieuw de nul gehouden door onze consolespelers.',
      fr: 'Encore un clean sheet pour nos joueurs sur console.',
    },
  },
  {
    title: {
      en: 'Esports: open tryouts round {n}',
      nl: 'Esports: open selecties ronde {n}',
      fr: 'Esports : sélections ouvertes, tour {n}',
    },
    excerpt: {
      en: 'Think you can play for the club? Sign up now.',
      nl: 'Denk je dat je voor de club kunt spelen? Schrijf je nu in.',
      fr: 'Vous pensez pouvoir jouer pour le club ? Inscrivez-vous.',
    },
  },
  {
    title: {
      en: 'Esports: stream night {n} with the first team',
      nl: 'Esports: streamavond {n} met de A-kern',
      fr: 'Esports : soirée stream {n} avec l’équipe première',
    },
    excerpt: {
      en: 'Players of the first team took on our esports squad.',
      nl: 'Spelers van de A-kern namen het op tegen onze esportsploeg.',
      fr: 'Des joueurs de l’équipe première ont défié notre équipe esports.',
    },
  },
];

const DAY_OFFSET = 11;

function fill(text: Localized, n: number | string, rival?: string): Localized {
  const apply = (value: string) => value.replace('{n}', String(n)).replace('{rival}', rival ?? '');
  return { en: apply(text.en), nl: apply(text.nl), fr: apply(text.fr) };
}

function report(i: number): SeedStory {
  const rival = rivals[i % rivals.length];
  const score = results[i % results.length];
  return {
    kind: 'gamereport',
    daysAgo: DAY_OFFSET + i * 7,
    title: {
      en: `Westhoek ${score} ${rival}: the match report`,
      nl: `Westhoek ${score} ${rival}: het wedstrijdverslag`,
      fr: `Westhoek ${score} ${rival} : le compte rendu`,
    },
    excerpt: {
      en: `How the first team and ${rival} shared the evening, minute by minute.`,
      nl: `Hoe de A-kern en ${rival} de avond deelden, minuut per minuut.`,
      fr: `Comment l'équipe première et ${rival} ont partagé la soirée, minute par minute.`,
    },
    body: {
      en: [`Final score ${score} against ${rival}.`, 'The coach praised the team’s spirit after the match.'],
      nl: [`Eindstand ${score} tegen ${rival}.`, 'De trainer prees na de match de inzet van de ploeg.'],
      fr: [
        `Score final ${score} contre ${rival}.`,
        "L'entraîneur a salué l'état d'esprit de l'équipe après le match.",
      ],
    },
    scene: 'match',
    author: 'Press office',
    tags: ['first-team', 'highlights'],
    hot: i === 0,
  };
}

function gallery(i: number): SeedStory {
  const rival = rivals[(i + 3) % rivals.length];
  return {
    kind: 'gamegallery',
    daysAgo: DAY_OFFSET + 1 + i * 9,
    title: {
      en: `Photos: Westhoek – ${rival}`,
      nl: `Foto's: Westhoek – ${rival}`,
      fr: `Photos : Westhoek – ${rival}`,
    },
    excerpt: {
      en: `The best pictures of the evening against ${rival}.`,
      nl: `De mooiste beelden van de avond tegen ${rival}.`,
      fr: `Les plus belles images de la soirée contre ${rival}.`,
    },
    body: {
      en: ['Our photographer was pitch-side all evening.'],
      nl: ['Onze fotograaf stond de hele avond langs het veld.'],
      fr: ['Notre photographe était au bord du terrain toute la soirée.'],
    },
    scene: 'crowd',
    author: 'Club photographer',
    tags: ['first-team'],
    photos: 12,
  };
}

function article(i: number): SeedStory {
  const topic = topics[i % topics.length];
  const n = i + 2;
  return {
    kind: 'article',
    daysAgo: DAY_OFFSET + 2 + i * 6,
    title: fill(topic.title, n),
    excerpt: topic.excerpt,
    body: { en: [topic.body.en], nl: [topic.body.nl], fr: [topic.body.fr] },
    scene: topic.scene,
    author: 'Editorial team',
    tags: topic.tags,
    highlighted: i < 2,
    hot: i === 1,
  };
}

function esports(i: number): SeedStory {
  const topic = esportsTopics[i % esportsTopics.length];
  return {
    kind: 'esports-article',
    daysAgo: DAY_OFFSET + 3 + i * 8,
    title: fill(topic.title, i + 2),
    excerpt: topic.excerpt,
    body: {
      en: ['Follow the esports team on the club channel.'],
      nl: ['Volg de esportsploeg op het clubkanaal.'],
      fr: ["Suivez l'équipe esports sur la chaîne du club."],
    },
    scene: 'esports',
    author: 'Esports desk',
    tags: ['esports'],
  };
}

/** What the six hand-written items get on top of their text. */
const handWritten: Array<Omit<SeedStory, keyof SeedNews>> = [
  {
    scene: 'match',
    author: 'Press office',
    tags: ['first-team', 'highlights'],
    highlighted: true,
    hot: true,
  },
  { scene: 'stadium', author: 'Ticketing', tags: ['tickets'], highlighted: true },
  { scene: 'crowd', author: 'Club photographer', tags: ['first-team'], photos: 12, highlighted: true },
  { scene: 'esports', author: 'Esports desk', tags: ['esports'], hot: true },
  { scene: 'youth', author: 'Academy', tags: ['youth'] },
  { scene: 'match', author: 'Press office', tags: ['first-team'] },
];

/**
 * Every seeded news item: the six hand-written ones, then generated ones
 * (10 reports, 5 galleries, 12 articles, 9 esports articles), 42 in all.
 */
export const seedStories: SeedStory[] = [
  ...seedNews.map((item, i) => ({ ...item, ...handWritten[i] })),
  ...Array.from({ length: 10 }, (_, i) => report(i)),
  ...Array.from({ length: 5 }, (_, i) => gallery(i)),
  ...Array.from({ length: 12 }, (_, i) => article(i)),
  ...Array.from({ length: 9 }, (_, i) => esports(i)),
];
