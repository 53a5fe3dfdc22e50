import { z } from '../../shared/zod';

/**
 * The filters of the matches screen (SPEC §2: timeframe upcoming or past;
 * competition, season, type; and which team), parsed from the page's search params.
 */
export const matchTypes = ['competition', 'friendly'] as const;
export type MatchType = (typeof matchTypes)[number];

export const matchTeams = ['first_team', 'promises'] as const;
export type MatchTeam = (typeof matchTeams)[number];

const id = z.coerce.number().int().positive();

const fields = {
  timeframe: z.enum(['upcoming', 'past']).default('upcoming'),
  team: z.enum(matchTeams).default('first_team'),
  competition: id.optional(),
  season: id.optional(),
  type: z.enum(matchTypes).optional(),
};

/** Strict: what a filter set may hold. */
export const matchFiltersSchema = z.object(fields);
export type MatchFilters = z.infer<typeof matchFiltersSchema>;

type Params = Record<string, string | string[] | undefined>;

/**
 * Lenient, for pages: a shared link with one malformed filter still shows the
 * list, with that filter at its default.
 */
export function parseMatchFilters(params: Params): MatchFilters {
  const value = (key: string) => {
    const raw = params[key];
    return Array.isArray(raw) ? raw[0] : raw;
  };
  const lenient = Object.fromEntries(
    Object.entries(fields).map(([key, schema]) => {
      const parsed = schema.safeParse(value(key));
      return [key, parsed.success ? parsed.data : schema.safeParse(undefined).data];
    }),
  );
  return matchFiltersSchema.parse(lenient);
}
