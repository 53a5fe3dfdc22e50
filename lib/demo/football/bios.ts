import type { PersonFunction } from '../../domain/vocabulary/person-functions';
import type { Localized } from '@/lib/domain/i18n/locales';
import { pick, type Random } from './random';

type PlayerFunction = 'GOALKEEPER' | 'DEFENDER' | 'MIDFIELDER' | 'FORWARD';

/** French nouns agree with the player; Dutch and English ones do not here. */
const positions: Record<PlayerFunction, { en: string; nl: string; fr: [string, string] }> = {
  GOALKEEPER: { en: 'Goalkeeper', nl: 'Keeper', fr: ['Gardien de but', 'Gardienne de but'] },
  DEFENDER: { en: 'Defender', nl: 'Verdediger', fr: ['Défenseur', 'Défenseuse'] },
  MIDFIELDER: { en: 'Midfielder', nl: 'Middenvelder', fr: ['Milieu de terrain', 'Milieu de terrain'] },
  FORWARD: { en: 'Forward', nl: 'Aanvaller', fr: ['Attaquant', 'Attaquante'] },
};

/** "from Belgium" in each language, with the right French preposition. */
const countries: Record<string, Localized> = {
  BE: { en: 'Belgium', nl: 'België', fr: 'de Belgique' },
  NL: { en: 'the Netherlands', nl: 'Nederland', fr: 'des Pays-Bas' },
  FR: { en: 'France', nl: 'Frankrijk', fr: 'de France' },
  SN: { en: 'Senegal', nl: 'Senegal', fr: 'du Sénégal' },
  MA: { en: 'Morocco', nl: 'Marokko', fr: 'du Maroc' },
  GH: { en: 'Ghana', nl: 'Ghana', fr: 'du Ghana' },
  CD: { en: 'DR Congo', nl: 'DR Congo', fr: 'de RD Congo' },
  DE: { en: 'Germany', nl: 'Duitsland', fr: "d'Allemagne" },
  NG: { en: 'Nigeria', nl: 'Nigeria', fr: 'du Nigeria' },
  JP: { en: 'Japan', nl: 'Japan', fr: 'du Japon' },
  BR: { en: 'Brazil', nl: 'Brazilië', fr: 'du Brésil' },
  CI: { en: 'Ivory Coast', nl: 'Ivoorkust', fr: "de Côte d'Ivoire" },
};

/** One strength per position, written so that no language needs a gendered form. */
const traits: Record<PlayerFunction, Localized[]> = {
  GOALKEEPER: [
    {
      en: 'Commands the box and starts attacks with quick throws.',
      nl: 'Heerst in de zestien en zet snel aanvallen op met de hand.',
      fr: 'Maîtrise sa surface et relance vite à la main.',
    },
    {
      en: 'Sharp reflexes and calm with the ball at the feet.',
      nl: 'Snelle reflexen en rustig aan de bal.',
      fr: 'Des réflexes vifs et beaucoup de calme balle au pied.',
    },
  ],
  DEFENDER: [
    {
      en: 'Reads the game well and rarely loses a duel.',
      nl: 'Leest het spel goed en verliest zelden een duel.',
      fr: 'Lit bien le jeu et perd rarement un duel.',
    },
    {
      en: 'Tireless on the flank and dangerous with crosses.',
      nl: 'Onvermoeibaar op de flank en gevaarlijk met voorzetten.',
      fr: 'Infatigable sur son couloir, avec des centres redoutables.',
    },
    {
      en: 'Strong in the air and a leader at the back.',
      nl: 'Sterk in de lucht en een leider achterin.',
      fr: 'Solide dans les airs et leader de la défense.',
    },
  ],
  MIDFIELDER: [
    {
      en: 'Sets the tempo with short, sharp passing.',
      nl: 'Bepaalt het tempo met korte, snelle passes.',
      fr: 'Dicte le tempo par un jeu de passes court et rapide.',
    },
    {
      en: 'Covers every blade of grass and wins the ball back high up the pitch.',
      nl: 'Loopt zich de longen uit het lijf en recupereert hoog op het veld.',
      fr: 'Couvre chaque mètre du terrain et récupère le ballon très haut.',
    },
    {
      en: 'Creative between the lines, with an eye for the final pass.',
      nl: 'Creatief tussen de linies, met oog voor de laatste pass.',
      fr: 'De la créativité entre les lignes et le sens de la dernière passe.',
    },
  ],
  FORWARD: [
    {
      en: 'Quick on the turn and clinical in front of goal.',
      nl: 'Snel in de draai en koelbloedig voor doel.',
      fr: 'Rapide dans la conservation et efficace devant le but.',
    },
    {
      en: 'A constant threat in the air and at set pieces.',
      nl: 'Altijd gevaarlijk in de lucht en op stilstaande fases.',
      fr: 'Une menace constante de la tête et sur les phases arrêtées.',
    },
    {
      en: 'Beats defenders one against one and loves to cut inside.',
      nl: 'Wint duels één tegen één en snijdt graag naar binnen.',
      fr: 'Élimine en un contre un et aime repiquer dans l’axe.',
    },
  ],
};

export type BioFacts = {
  fn: PlayerFunction;
  nationality: string;
  birthYear: number;
  woman: boolean;
  /** The club the player came from, or nothing for an academy graduate. */
  from?: { club: string; year: number };
};

export function playerBio(random: Random, facts: BioFacts): Localized {
  const { fn, nationality, birthYear, woman, from } = facts;
  const country = countries[nationality] ?? countries.BE;
  const trait = pick(random, traits[fn]);
  return {
    en: `${positions[fn].en} from ${country.en}, born in ${birthYear}. ${from ? `Joined from ${from.club} in ${from.year}.` : 'Came through the Westhoek academy.'} ${trait.en}`,
    nl: `${positions[fn].nl} uit ${country.nl}, geboren in ${birthYear}. ${from ? `Kwam in ${from.year} over van ${from.club}.` : 'Doorgestroomd uit de eigen jeugdopleiding.'} ${trait.nl}`,
    fr: `${positions[fn].fr[woman ? 1 : 0]} originaire ${country.fr}, ${woman ? 'née' : 'né'} en ${birthYear}. ${from ? `Au club depuis ${from.year}, en provenance de ${from.club}.` : woman ? 'Formée au club.' : 'Formé au club.'} ${trait.fr}`,
  };
}

/** Staff roles as visitors read them. */
export const roles: Record<Exclude<PersonFunction, PlayerFunction>, Localized> = {
  COACH: { en: 'Coach', nl: 'Coach', fr: 'Coach' },
  HEAD_TRAINER: { en: 'Head trainer', nl: 'Hoofdtrainer', fr: 'Entraîneur principal' },
  ASSISTANT_TRAINER: { en: 'Assistant trainer', nl: 'Assistent-trainer', fr: 'Entraîneur adjoint' },
  KEEPER_TRAINER: { en: 'Goalkeeper coach', nl: 'Keeperstrainer', fr: 'Entraîneur des gardiens' },
  PHYSICAL_TRAINER: { en: 'Physical trainer', nl: 'Fysiek trainer', fr: 'Préparateur physique' },
  VIDEO_ANALYST: { en: 'Video analyst', nl: 'Video-analist', fr: 'Analyste vidéo' },
  TEAM_MANAGER: { en: 'Team manager', nl: 'Teammanager', fr: "Manager d'équipe" },
  DELEGATE: { en: 'Team delegate', nl: 'Afgevaardigde', fr: 'Délégué' },
  KITMAN: { en: 'Kit manager', nl: 'Materiaalman', fr: 'Intendant' },
  PHYSIOTHERAPIST: { en: 'Physiotherapist', nl: 'Kinesitherapeut', fr: 'Kinésithérapeute' },
  CLUB_DOCTOR: { en: 'Club doctor', nl: 'Clubarts', fr: 'Médecin du club' },
};

/** `team` reads "of the first team" / "van de A-kern" / "de l'équipe première"; none for club-wide roles. */
export function staffBio(
  role: Exclude<PersonFunction, PlayerFunction>,
  since: number,
  team?: Localized,
): Localized {
  const name = roles[role];
  const of = (locale: keyof Localized) => (team ? ` ${team[locale]}` : '');
  return {
    en: `${name.en}${of('en')} since ${since}.`,
    nl: `${name.nl}${of('nl')} sinds ${since}.`,
    fr: `${name.fr}${of('fr')} depuis ${since}.`,
  };
}

export function esportsBio(birthYear: number, woman: boolean): Localized {
  return {
    en: `Esports player, born in ${birthYear}. Represents the club in online football competitions.`,
    nl: `Esporter, geboren in ${birthYear}. Verdedigt de clubkleuren in online voetbalcompetities.`,
    fr: `${woman ? 'Joueuse' : 'Joueur'} esports, ${woman ? 'née' : 'né'} en ${birthYear}. Défend les couleurs du club dans les compétitions de football en ligne.`,
  };
}
