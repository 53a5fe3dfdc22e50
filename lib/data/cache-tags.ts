/**
 * Cache tags of every cached read. A CMS hook revalidates exactly these when an
 * editor changes content, so public pages stay static until something changes.
 */
export const cacheTags = {
  clubSettings: 'club-settings',
  news: 'news',
  newsItem: (id: number | string) => `news:${id}`,
  history: 'history-chapters',
} as const;
