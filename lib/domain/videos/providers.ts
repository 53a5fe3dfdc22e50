/** Where the club's videos are hosted: each has its own embed address (./embed.ts). */
export const videoProviders = ['youtube', 'vimeo'] as const;
export type VideoProvider = (typeof videoProviders)[number];

export const videoProviderNames = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
} as const satisfies Record<VideoProvider, string>;
