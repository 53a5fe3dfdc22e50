// @ts-check
/**
 * The one place that names the club. Every `{club}` segment of a public path
 * (SPEC §2: `/en/we-{club}`, `/nl/ploegen/{club}-jeugd` …) derives from `slug`,
 * so a second club changes this file and nothing else in the routing. Plain
 * JavaScript so that `next.config.mjs` can read it too.
 */
export const club = {
  name: 'KVC Westhoek',
  shortName: 'Westhoek',
  slug: 'westhoek',
  /** The mascot has its own page under about-the-club (SPEC §2: binkie). */
  mascot: 'Binkie',
  foundedYear: 1922,
};
