import { tags, type Tag } from '../vocabulary/content-tags';

export type ChannelFilters = { player?: number; tag?: Tag };

/** The query keys of the channel's filters. */
export const channelFilterKeys = ['player', 'tag'] as const satisfies readonly (keyof ChannelFilters)[];

type Params = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The channel's filters from the query; an unknown value is dropped, never an error. */
export function parseChannelFilters(params: Params): ChannelFilters {
  const player = Number(first(params.player));
  const tag = first(params.tag);
  return {
    ...(Number.isInteger(player) && player > 0 ? { player } : {}),
    ...(tags.includes(tag as Tag) ? { tag: tag as Tag } : {}),
  };
}
