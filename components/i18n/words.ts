import type { MessageKey, MessagePath, Namespace } from '@/lib/domain/i18n/message-keys';

/**
 * The words a client island reads: per namespace, the keys it reads, or `'all'`
 * when it reads most of the namespace. One constant, in its feature's `words.ts`,
 * serves both ends: the server component that renders the island picks it
 * (`<ClientMessages pick={…}>`), and each component of the island binds its
 * `useTranslations` to its type (`translationsFor<typeof …>()` from
 * `#translations`), so reading a key the constant does not carry is a type error.
 * tests/unit/island-words.test.ts checks that what a server component picks
 * covers the words of every component its island can render.
 */
export type Words = { readonly [N in Namespace]?: 'all' | readonly MessageKey<N>[] };

/** A words constant, its keys kept as literal types (and checked against the catalogue). */
export function defineWords<const W extends Words>(words: W): W {
  return words;
}

/** The catalogue paths a words constant names, for pickMessages. */
export function wordPaths(words: Words): MessagePath[] {
  return Object.entries(words).flatMap(([namespace, keys]) =>
    keys === 'all'
      ? [namespace as Namespace]
      : (keys as readonly string[]).map((key) => `${namespace as Namespace}.${key}` as const),
  );
}
