import type { Payload } from 'payload';
import type { PersonFunction } from '../../domain/vocabulary/person-functions';
import { slugify } from '../../shared/slugify';
import { esportsBio, playerBio, staffBio } from './bios';
import { opponents } from './clubs';
import { uploadDrawing } from '../media';
import { portraitSvg } from './images';
import { drawName } from './names';
import { between, pick, seeded } from './random';
import { createLocalized } from './shared';
import type { Localized } from '@/lib/domain/i18n/locales';
import type { TeamIds, TeamKey } from './teams';
import { dateOnly } from './time';

type StaffFunction = Exclude<PersonFunction, 'GOALKEEPER' | 'DEFENDER' | 'MIDFIELDER' | 'FORWARD'>;

type Squad = {
  team: TeamKey;
  /** "of the first team" and its translations, for staff bios. */
  of: Localized;
  /** Shirt numbers by position: the count of each is the size of the squad. */
  numbers: { GOALKEEPER: number[]; DEFENDER: number[]; MIDFIELDER: number[]; FORWARD: number[] };
  staff: StaffFunction[];
  ages: [number, number];
  /** Share of international players. */
  abroad: number;
  /** Share of players who joined from another club rather than from the academy. */
  signed: number;
  women?: boolean;
  esports?: boolean;
  /** Portraits are generated for the two squads the site shows with photos. */
  photos?: boolean;
};

const youthNumbers = { GOALKEEPER: [1], DEFENDER: [2, 3, 4, 5], MIDFIELDER: [6, 8, 10], FORWARD: [7, 9] };

const squads: Squad[] = [
  {
    team: 'first',
    of: { en: 'of the first team', nl: 'van de A-kern', fr: "de l'équipe première" },
    numbers: {
      GOALKEEPER: [1, 16, 30],
      DEFENDER: [2, 3, 4, 5, 15, 22, 24],
      MIDFIELDER: [6, 8, 10, 14, 17, 18, 20],
      FORWARD: [7, 9, 11, 19, 27],
    },
    staff: [
      'HEAD_TRAINER',
      'ASSISTANT_TRAINER',
      'KEEPER_TRAINER',
      'PHYSICAL_TRAINER',
      'VIDEO_ANALYST',
      'TEAM_MANAGER',
      'KITMAN',
      'PHYSIOTHERAPIST',
    ],
    ages: [19, 33],
    abroad: 0.3,
    signed: 0.65,
    photos: true,
  },
  {
    team: 'promises',
    of: { en: 'of the promises', nl: 'van de Beloften', fr: 'des Espoirs' },
    // Belgian reserve players wear the high numbers of the club's professional register.
    numbers: {
      GOALKEEPER: [41, 50, 61],
      DEFENDER: [33, 34, 35, 38, 44, 46, 52],
      MIDFIELDER: [36, 37, 39, 42, 47, 48, 55],
      FORWARD: [40, 43, 45, 49, 57],
    },
    staff: ['HEAD_TRAINER', 'ASSISTANT_TRAINER', 'KEEPER_TRAINER', 'DELEGATE', 'PHYSIOTHERAPIST'],
    ages: [17, 21],
    abroad: 0.15,
    signed: 0.3,
    photos: true,
  },
  {
    team: 'u21',
    of: { en: 'of the U21', nl: 'van de U21', fr: 'des U21' },
    numbers: youthNumbers,
    staff: ['COACH'],
    ages: [18, 20],
    abroad: 0.05,
    signed: 0.1,
  },
  {
    team: 'u18',
    of: { en: 'of the U18', nl: 'van de U18', fr: 'des U18' },
    numbers: youthNumbers,
    staff: ['COACH'],
    ages: [16, 17],
    abroad: 0.05,
    signed: 0.1,
  },
  {
    team: 'u16',
    of: { en: 'of the U16', nl: 'van de U16', fr: 'des U16' },
    numbers: youthNumbers,
    staff: ['COACH'],
    ages: [14, 15],
    abroad: 0.05,
    signed: 0.1,
  },
  {
    team: 'ladies',
    of: { en: 'of the ladies team', nl: 'van de Dames', fr: 'des Dames' },
    numbers: { GOALKEEPER: [1], DEFENDER: [2, 3, 4, 5], MIDFIELDER: [6, 8, 10, 14], FORWARD: [7, 9] },
    staff: ['COACH'],
    ages: [18, 31],
    abroad: 0.1,
    signed: 0.4,
    women: true,
  },
  {
    team: 'g',
    of: { en: 'of the G-football team', nl: 'van het G-voetbal', fr: 'du football adapté' },
    numbers: { GOALKEEPER: [1], DEFENDER: [2, 4, 5], MIDFIELDER: [6, 8], FORWARD: [9, 11] },
    staff: ['COACH'],
    ages: [18, 42],
    abroad: 0.05,
    signed: 0,
  },
  {
    team: 'esports',
    of: { en: 'of the esports team', nl: 'van het esportsteam', fr: "de l'équipe esports" },
    // Online pro-club football keeps the positions of the real game.
    numbers: { GOALKEEPER: [1], DEFENDER: [4, 5], MIDFIELDER: [8, 10], FORWARD: [9, 11] },
    staff: ['COACH'],
    ages: [17, 27],
    abroad: 0.1,
    signed: 0,
    esports: true,
  },
  {
    team: 'referees',
    of: {
      en: 'at the referee academy',
      nl: 'aan de scheidsrechtersacademie',
      fr: "à l'académie d'arbitrage",
    },
    // The trainees are no players: the academy lists its instructors only.
    numbers: { GOALKEEPER: [], DEFENDER: [], MIDFIELDER: [], FORWARD: [] },
    staff: ['COACH', 'ASSISTANT_TRAINER', 'PHYSICAL_TRAINER', 'VIDEO_ANALYST'],
    ages: [30, 55],
    abroad: 0,
    signed: 0,
  },
];

export type SeedPerson = {
  firstName: string;
  lastName: string;
  fn: PersonFunction;
  shirtNumber?: number;
  teams: TeamKey[];
  nationality: string;
  birthDate: string;
  bio: Localized;
  photo: boolean;
};

/**
 * Every person of every squad, drawn from one seeded generator in a fixed order,
 * so the same names come out on every run whatever the database holds.
 */
export function rosterFor(seasonStartYear: number): SeedPerson[] {
  const random = seeded('kvc-westhoek-people');
  const used = new Set<string>();
  const people: SeedPerson[] = [];
  const birthDate = (age: number) => {
    const year = seasonStartYear - age;
    return { year, iso: dateOnly(year, between(random, 1, 12), between(random, 1, 28)) };
  };
  for (const squad of squads) {
    const firstNames = new Set<string>();
    for (const [fn, numbers] of Object.entries(squad.numbers) as [keyof Squad['numbers'], number[]][]) {
      for (const shirtNumber of numbers) {
        const name = drawName(random, used, firstNames, { women: squad.women, abroad: squad.abroad });
        const born = birthDate(between(random, ...squad.ages));
        const woman = Boolean(squad.women);
        const from =
          random() < squad.signed
            ? {
                club: pick(random, opponents).name,
                // Not before the age of twelve, and never in a future season.
                year: Math.min(
                  seasonStartYear,
                  Math.max(seasonStartYear - between(random, 0, 4), born.year + 12),
                ),
              }
            : undefined;
        const bio = squad.esports
          ? esportsBio(born.year, woman)
          : playerBio(random, { fn, nationality: name.nationality, birthYear: born.year, woman, from });
        people.push({
          ...name,
          fn,
          shirtNumber,
          teams: [squad.team],
          birthDate: born.iso,
          bio,
          photo: Boolean(squad.photos),
        });
      }
    }
    for (const fn of squad.staff) {
      const name = drawName(random, used, firstNames, { women: squad.women, abroad: 0.05 });
      const born = birthDate(between(random, 34, 58));
      const bio = staffBio(fn, seasonStartYear - between(random, 0, 6), squad.of);
      people.push({
        ...name,
        fn,
        teams: [squad.team],
        birthDate: born.iso,
        bio,
        photo: Boolean(squad.photos),
      });
    }
  }
  // One doctor looks after both squads that play in the league.
  const doctor = drawName(random, used, new Set(), { abroad: 0 });
  people.push({
    ...doctor,
    fn: 'CLUB_DOCTOR',
    teams: ['first', 'promises'],
    birthDate: birthDate(51).iso,
    bio: staffBio('CLUB_DOCTOR', seasonStartYear - 12),
    photo: true,
  });
  return people;
}

/** French elides "de" before a vowel: "Portrait d'Ibrahima Sarr". */
const elided = (word: string, name: string) =>
  /^[AEIOUÉÈ]/i.test(name) ? `${word[0]}'${name}` : `${word} ${name}`;

const initials = (person: SeedPerson) =>
  `${person.firstName[0]}${person.lastName.replace(/^(de|van|der|den) /, '')[0]}`.toUpperCase();

/** Creates the missing people (keyed by first + last name) with their portraits. */
export async function seedPeople(
  payload: Payload,
  roster: SeedPerson[],
  teams: TeamIds,
  media: Map<string, number>,
): Promise<Map<string, number>> {
  const { docs } = await payload.find({ collection: 'people', depth: 0, pagination: false });
  const ids = new Map(docs.map((doc) => [`${doc.firstName} ${doc.lastName}`, doc.id]));
  for (const person of roster) {
    const name = `${person.firstName} ${person.lastName}`;
    if (ids.has(name)) continue;
    const photo = person.photo
      ? await uploadDrawing(payload, media, {
          name: `portrait-${slugify(name)}.png`,
          format: 'png',
          svg: portraitSvg(initials(person)),
          alt: { en: `Portrait of ${name}`, nl: `Portret van ${name}`, fr: `Portrait ${elided('de', name)}` },
        })
      : undefined;
    const id = await createLocalized(
      payload,
      'people',
      {
        firstName: person.firstName,
        lastName: person.lastName,
        function: person.fn,
        shirtNumber: person.shirtNumber,
        teams: person.teams.map((team) => teams[team]),
        photo,
        nationality: person.nationality,
        birthDate: person.birthDate,
      },
      (locale) => ({ bio: person.bio[locale] }),
    );
    ids.set(name, id);
  }
  return ids;
}
