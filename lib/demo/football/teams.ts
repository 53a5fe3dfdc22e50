import type { Payload } from 'payload';
import type { TeamCategory } from '@/lib/domain/vocabulary/team-categories';
import { createLocalized, findAll } from './shared';
import type { Localized } from '@/lib/domain/i18n/locales';

export type TeamKey = 'first' | 'promises' | 'u21' | 'u18' | 'u16' | 'ladies' | 'g' | 'esports' | 'referees';

type SeedTeam = {
  key: TeamKey;
  category: TeamCategory;
  order: number;
  name: Localized;
  description: Localized;
};

/** Category + order is the stable key (youth teams share a category). Slugs follow the names. */
export const seedTeams: SeedTeam[] = [
  {
    key: 'first',
    category: 'first_team',
    order: 1,
    name: { en: 'First team', nl: 'A-kern', fr: 'Équipe première' },
    description: {
      en: 'The flagship of KVC Westhoek, playing in the Challenger Pro League at Stadion Westhoek.',
      nl: 'Het vlaggenschip van KVC Westhoek, actief in de Challenger Pro League in het Stadion Westhoek.',
      fr: 'Le fer de lance du KVC Westhoek, engagé en Challenger Pro League au Stadion Westhoek.',
    },
  },
  {
    key: 'promises',
    category: 'promises',
    order: 2,
    name: { en: 'Promises', nl: 'Beloften', fr: 'Espoirs' },
    description: {
      en: 'The bridge between the academy and the first team: young talent gets match minutes against seasoned opponents.',
      nl: 'De brug tussen jeugdopleiding en A-kern: jong talent krijgt speelminuten tegen ervaren tegenstanders.',
      fr: "Le pont entre l'académie et l'équipe première : les jeunes talents y gagnent du temps de jeu face à des adversaires aguerris.",
    },
  },
  {
    key: 'u21',
    category: 'youth',
    order: 3,
    name: { en: 'U21', nl: 'U21', fr: 'U21' },
    description: {
      en: 'The last step of the academy, training four times a week at De Kauter.',
      nl: 'De laatste stap in de jeugdopleiding, met vier trainingen per week op De Kauter.',
      fr: "La dernière étape de l'académie, avec quatre entraînements par semaine à De Kauter.",
    },
  },
  {
    key: 'u18',
    category: 'youth',
    order: 4,
    name: { en: 'U18', nl: 'U18', fr: 'U18' },
    description: {
      en: 'Competing at the top level of national youth football.',
      nl: 'Actief op het hoogste niveau van het nationale jeugdvoetbal.',
      fr: 'Engagés au plus haut niveau du football national des jeunes.',
    },
  },
  {
    key: 'u16',
    category: 'youth',
    order: 5,
    name: { en: 'U16', nl: 'U16', fr: 'U16' },
    description: {
      en: 'Where technique meets tactics: players learn to think the game, combined with school.',
      nl: 'Waar techniek en tactiek samenkomen: spelers leren het spel lezen, in combinatie met school.',
      fr: 'Là où la technique rencontre la tactique : les joueurs apprennent à lire le jeu, en combinaison avec l’école.',
    },
  },
  {
    key: 'ladies',
    category: 'ladies',
    order: 6,
    name: { en: 'Ladies', nl: 'Dames', fr: 'Dames' },
    description: {
      en: 'Our ladies play in the national division and welcome new players of every level.',
      nl: 'Onze dames spelen in nationale afdeling en verwelkomen nieuwe speelsters van elk niveau.',
      fr: 'Nos dames évoluent en division nationale et accueillent de nouvelles joueuses de tout niveau.',
    },
  },
  {
    key: 'g',
    category: 'g_football',
    order: 7,
    name: { en: 'G-football', nl: 'G-voetbal', fr: 'Football adapté' },
    description: {
      en: 'Football for players with a disability: the same passion, adapted training and plenty of fun.',
      nl: 'Voetbal voor spelers met een beperking: dezelfde passie, aangepaste trainingen en veel plezier.',
      fr: 'Le football pour les joueurs en situation de handicap : la même passion, des entraînements adaptés et beaucoup de plaisir.',
    },
  },
  {
    key: 'esports',
    category: 'esports',
    order: 8,
    name: { en: 'Esports', nl: 'Esports', fr: 'Esports' },
    description: {
      en: 'The club colours in online football competitions, with weekly matches streamed on the club channel.',
      nl: 'De clubkleuren in online voetbalcompetities, met wekelijkse matchen live op het clubkanaal.',
      fr: 'Les couleurs du club dans les compétitions de football en ligne, avec des matchs hebdomadaires diffusés sur la chaîne du club.',
    },
  },
  {
    key: 'referees',
    category: 'referee_academy',
    order: 9,
    name: { en: 'Referee academy', nl: 'Scheidsrechtersacademie', fr: "Académie d'arbitrage" },
    description: {
      en: 'Training the referees of tomorrow, from the laws of the game to match fitness and video review.',
      nl: 'Opleiding voor de scheidsrechters van morgen, van spelregels tot matchfitheid en videoanalyse.',
      fr: "La formation des arbitres de demain, des lois du jeu à la condition physique et à l'analyse vidéo.",
    },
  },
];

export type TeamIds = Record<TeamKey, number>;

export async function seedTeamsOfClub(payload: Payload): Promise<TeamIds> {
  const existing = await findAll(payload, 'teams');
  const ids: Partial<TeamIds> = {};
  for (const team of seedTeams) {
    ids[team.key] =
      existing.find((doc) => doc.category === team.category && doc.order === team.order)?.id ??
      (await createLocalized(payload, 'teams', { category: team.category, order: team.order }, (locale) => ({
        name: team.name[locale],
        description: team.description[locale],
      })));
  }
  return ids as TeamIds;
}
