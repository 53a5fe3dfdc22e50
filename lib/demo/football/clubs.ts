import type { Payload } from 'payload';
import type { Club } from '../../generated/payload-types';
import { slugify } from '../../shared/slugify';
import { uploadDrawing } from '../media';
import { GOLD, NAVY, shieldSvg } from './images';
import { seedContext } from './shared';

export type SeedClub = {
  name: string;
  shortName: string;
  city: string;
  stadium: string;
  colours: [primary: string, secondary: string];
  /** 0–1: how good the club is, for the simulated results of the other league matches. */
  strength: number;
};

export const OWN_CLUB = 'KVC Westhoek';

export const ownClub: SeedClub = {
  name: OWN_CLUB,
  shortName: 'WES',
  city: 'Ypres',
  stadium: 'Stadion Westhoek',
  colours: [NAVY, GOLD],
  strength: 0.74,
};

const club = (
  name: string,
  shortName: string,
  city: string,
  stadium: string,
  colours: [string, string],
  strength: number,
): SeedClub => ({ name, shortName, city, stadium, colours, strength });

/** Fictional opponents from all over Belgium; Leiedal and Kempen appear in the seeded news. */
export const opponents: SeedClub[] = [
  club('KSC Leiedal', 'LEI', 'Kortrijk', 'Leiestadion', ['#c8102e', '#ffffff'], 0.62),
  club('Royal Kempen', 'RKE', 'Geel', 'Kempenarena', ['#1b5e20', '#ffffff'], 0.7),
  club('FC Maasland', 'FCM', 'Maasmechelen', 'Maaslandstadion', ['#0d47a1', '#ffeb3b'], 0.66),
  club('RFC Ardennes', 'RFCA', 'Bastogne', 'Stade des Ardennes', ['#4a148c', '#ffffff'], 0.52),
  club('Sporting Brabant', 'SPB', 'Tienen', 'Brabantpark', ['#e65100', '#1a1a1a'], 0.68),
  club('KV Zeekust', 'KVZ', 'Blankenberge', 'Duinenstadion', ['#0288d1', '#ffffff'], 0.55),
  club('RSC Hainaut', 'RSCH', 'Mons', 'Stade du Hainaut', ['#b71c1c', '#000000'], 0.6),
  club('KFC Scheldeland', 'SCH', 'Dendermonde', 'Scheldestadion', ['#f9a825', '#000000'], 0.5),
  club('Royal Namur Meuse', 'RNM', 'Namur', 'Stade de la Citadelle', ['#ffd600', '#c62828'], 0.58),
  club('KSV Meetjesland', 'MJL', 'Eeklo', 'Meetjeslandstadion', ['#2e7d32', '#fdd835'], 0.45),
  club('FC Pajottenland', 'PAJ', 'Halle', 'Pajotstadion', ['#6a1b9a', '#fdd835'], 0.48),
  club('RUS Condroz', 'RUSC', 'Ciney', 'Stade du Condroz', ['#00695c', '#ffffff'], 0.42),
  club('KVK Hageland', 'HAG', 'Aarschot', 'Demerstadion', ['#ad1457', '#ffffff'], 0.5),
  club('Union Sambre', 'SAM', 'Châtelet', 'Stade de la Sambre', ['#263238', '#ffca28'], 0.56),
  club('Olympic Gaume', 'OLG', 'Arlon', 'Stade de la Gaume', ['#1565c0', '#e53935'], 0.47),
];

export const allClubs = [ownClub, ...opponents];

/** Creates every missing club (keyed by name) with a generated logo; returns all clubs by name. */
export async function seedClubs(payload: Payload, media: Map<string, number>): Promise<Map<string, Club>> {
  const { docs } = await payload.find({ collection: 'clubs', depth: 0, pagination: false });
  const byName = new Map(docs.map((club) => [club.name, club]));
  for (const club of allClubs) {
    if (byName.has(club.name)) continue;
    const logo = await uploadDrawing(payload, media, {
      name: `club-${slugify(club.name)}.png`,
      format: 'png',
      svg: shieldSvg(club.shortName, ...club.colours),
      alt: { en: `Logo of ${club.name}`, nl: `Logo van ${club.name}`, fr: `Logo du club ${club.name}` },
    });
    const created = await payload.create({
      collection: 'clubs',
      data: {
        name: club.name,
        shortName: club.shortName,
        city: club.city,
        stadium: club.stadium,
        logo,
        isOwnClub: club.name === OWN_CLUB,
      },
      context: seedContext(),
    });
    byName.set(club.name, created);
  }
  return byName;
}
