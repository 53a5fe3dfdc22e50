import { pick, type Random } from './random';

/** Where a name comes from: its pools and the nationality code it goes with. */
type Origin = { nationality: string; men: string[]; women: string[]; last: string[] };

/** Pools are written as comma-separated lists to keep them readable. */
const origin = (nationality: string, men: string, women: string, last: string): Origin => ({
  nationality,
  men: men.split(', '),
  women: women.split(', '),
  last: last.split(', '),
});

const flemish = origin(
  'BE',
  'Arne, Jarne, Wout, Brecht, Sander, Jens, Thibo, Lowie, Seppe, Ruben, Kobe, Mats, Robbe, Siebe, Lander, Tuur, ' +
    'Wannes, Jorre, Milan, Stijn, Bram, Pieter-Jan, Jef, Ward, Lennert, Niels, Dries, Geert, Koen, Bart, Filip, Dirk',
  'Lotte, Fien, Noor, Lien, Hanne, Amber, Elise, Marthe, Jolien, Febe, Lore, Silke, Janne, Ine',
  'Vandenbroucke, Declercq, Verhaeghe, Vermeulen, Maes, Claeys, Desmet, Goossens, Peeters, Janssens, Willems, ' +
    'Lambrecht, Deprez, Vanhoutte, Casteleyn, Dewaele, Ghesquière, Lefever, Vandamme, Verstraete, Demuynck, ' +
    'Soenen, Vanneste, Debruyne, Vercruysse, Dejonghe, Missiaen, Degryse, Vanlerberghe, Coucke, Baert, Dekeyser',
);

const walloon = origin(
  'BE',
  'Maxime, Thibault, Arnaud, Quentin, Romain, Loïc, Florian, Cédric, Julien, Benoît, Gaëtan, Nicolas, Sébastien, ' +
    'Adrien, Corentin, Mathias',
  'Camille, Manon, Louise, Océane, Chloé, Justine, Pauline, Margaux',
  'Dubois, Lambert, Dupont, Lejeune, Renard, Collard, Gillet, Marchal, Delvaux, Jacquet, Piron, Leclercq, ' +
    'Delhaye, Mathieu, Denis, Hubert, Lecomte, Wilmotte',
);

const international: Origin[] = [
  origin('NL', 'Daan, Sem, Thijs, Joris', 'Sanne, Fleur', 'de Vries, Bakker, Visser, Smit'),
  origin('FR', 'Hugo, Théo, Lucas, Enzo', 'Léa, Inès', 'Moreau, Lefebvre, Girard, Fontaine'),
  origin('SN', 'Moussa, Cheikh, Ibrahima', 'Awa, Fatou', 'Diallo, Ndiaye, Sarr'),
  origin('MA', 'Youssef, Ilias, Anas', 'Salma, Nora', 'El Amrani, Benali, Haddadi'),
  origin('GH', 'Kwame, Kofi, Emmanuel', 'Abena', 'Mensah, Owusu, Boateng'),
  origin('CD', 'Dieumerci, Chancel, Glody', 'Grâce', 'Mukendi, Kalala, Tshibangu'),
  origin('DE', 'Jonas, Lukas, Felix', 'Lena', 'Weber, Becker, Hoffmann'),
  origin('NG', 'Samuel, Chidi, Tobi', 'Ada', 'Okafor, Eze, Adeyemi'),
  origin('JP', 'Kenji, Daiki, Ren', 'Yui', 'Sato, Ito, Nakamura'),
  origin('BR', 'Mateus, Gabriel, Vitor', 'Bia', 'Rocha, Ferreira, Almeida'),
  origin('CI', 'Ibrahim, Seydou, Yann', 'Aya', 'Koné, Touré, Bamba'),
];

export type Person = { firstName: string; lastName: string; nationality: string };

/**
 * Draws a name no other seeded person has (first + last name is the people key)
 * and whose first name is not yet in `firstNames` (one squad with three Siebes
 * looks made up). `abroad` is the share of international players; Belgians are
 * mostly Flemish, as the club is in Ypres.
 */
export function drawName(
  random: Random,
  used: Set<string>,
  firstNames: Set<string>,
  { women = false, abroad = 0.2 } = {},
): Person {
  for (;;) {
    const roll = random();
    const origin =
      roll < abroad ? pick(random, international) : roll < abroad + (1 - abroad) * 0.7 ? flemish : walloon;
    const firstName = pick(random, women ? origin.women : origin.men);
    const lastName = pick(random, origin.last);
    const key = `${firstName} ${lastName}`;
    if (used.has(key) || firstNames.has(firstName)) continue;
    used.add(key);
    firstNames.add(firstName);
    return { firstName, lastName, nationality: origin.nationality };
  }
}
