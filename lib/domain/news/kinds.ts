/** The four kinds of SPEC §2's news detail table, each with its own detail screen (`lib/domain/screens/registry.ts`). */
export const newsKinds = ['article', 'gamereport', 'gamegallery', 'esports-article'] as const;
export type NewsKind = (typeof newsKinds)[number];

/** How the CMS names each kind (the `kind` field of the `news` collection). */
export const newsKindOptions = [
  { label: 'Article', value: 'article' },
  { label: 'Match report', value: 'gamereport' },
  { label: 'Photo album', value: 'gamegallery' },
  { label: 'Esports article', value: 'esports-article' },
] as const satisfies readonly { label: string; value: NewsKind }[];
