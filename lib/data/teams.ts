import 'server-only';
import type { Payload } from 'payload';
import { playerFunctions, type PersonFunction } from '@/lib/domain/vocabulary/person-functions';
import type { TeamCategory } from '@/lib/domain/vocabulary/team-categories';
import type { Person as PersonDoc, Team as TeamDoc } from '@/lib/generated/payload-types';
import type { Locale } from '@/lib/domain/i18n/locales';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { cachedRead } from './cached-read';
import { toImage, type Image } from '../domain/content/image';

export type Person = {
  id: number;
  firstName: string;
  lastName: string;
  function: PersonFunction;
  shirtNumber: number | null;
  nationality: string | null;
  birthDate: string | null;
  photo: Image | null;
  bio: string | null;
};

export type Squad = {
  team: {
    id: number;
    name: string;
    slug: string;
    category: TeamCategory;
    description: string | null;
    photo: Image | null;
  };
  /** Players by position, in SPEC §3 order: goalkeepers, defenders, midfielders, forwards. */
  players: { function: PersonFunction; people: Person[] }[];
  staff: Person[];
};

function toPerson(doc: PersonDoc): Person {
  return {
    id: doc.id,
    firstName: doc.firstName,
    lastName: doc.lastName,
    function: doc.function,
    shirtNumber: doc.shirtNumber ?? null,
    nationality: doc.nationality ?? null,
    birthDate: doc.birthDate ?? null,
    photo: toImage(doc.photo, 'card'),
    bio: doc.bio ?? null,
  };
}

const isPlayer = (person: Person) => (playerFunctions as readonly string[]).includes(person.function);

function toSquad(team: TeamDoc, people: Person[]): Squad {
  const players = people.filter(isPlayer).sort((a, b) => (a.shirtNumber ?? 99) - (b.shirtNumber ?? 99));
  return {
    team: {
      id: team.id,
      name: team.name,
      slug: team.slug ?? String(team.id),
      category: team.category,
      description: team.description ?? null,
      photo: toImage(team.photo, 'hero'),
    },
    players: playerFunctions
      .map((position) => ({ function: position, people: players.filter((p) => p.function === position) }))
      .filter((group) => group.people.length > 0),
    staff: people.filter((person) => !isPlayer(person)),
  };
}

/** Every team of the given categories with its squad and staff, in editorial order. */
export async function querySquads(
  payload: Payload,
  locale: Locale,
  categories: TeamCategory[],
): Promise<Squad[]> {
  const teams = await payload.find({
    collection: 'teams',
    locale,
    where: { category: { in: categories } },
    sort: 'order',
    pagination: false,
    depth: 1,
  });
  const people = await payload.find({
    collection: 'people',
    locale,
    where: { teams: { in: teams.docs.map((team) => team.id) } },
    sort: 'lastName',
    pagination: false,
    depth: 1,
  });
  return teams.docs.map((team) =>
    toSquad(
      team,
      people.docs
        .filter((person) => person.teams.some((t) => (typeof t === 'number' ? t : t.id) === team.id))
        .map(toPerson),
    ),
  );
}

export const listSquads = cachedRead('squads', [cacheTags.teams], querySquads);
