import format, { type CompiledMessage } from 'icu-minify/format';
import { cloneElement, createContext, isValidElement, useContext, useMemo, type ReactNode } from 'react';
import { TIME_ZONE } from '@/lib/domain/i18n/locales';
import type { MessageKey, Namespace } from '@/lib/domain/i18n/message-keys';
import type { Words } from './words';

/**
 * The translation hooks for code that runs in the browser (see package.json
 * `imports`, `#translations`): next-intl's names and call shapes, on icu-minify's
 * < 1 KB formatter for the messages next-intl's plugin compiled at build time,
 * which the island's ClientMessages picked on the server. next-intl's own client
 * runtime is ≈ 5 KB gzip, and Turbopack put it in the chunk every page loads as
 * soon as any code loaded on demand imported it.
 */

/** A message namespace as next-intl's loader compiles it: nested objects of compiled messages. */
export type CompiledMessages = { [key: string]: CompiledMessages | CompiledMessage };

/**
 * What one ClientMessages provider holds, and the provider above it: an island
 * inside another (a form in the layout) reads its own messages first, then the
 * outer ones (the layout's error and not-found words).
 */
export type Translations = { locale: string; messages: CompiledMessages; outer: Translations | null };

export const TranslationsContext = createContext<Translations | null>(null);

export function useTranslationsContext(): Translations {
  const translations = useContext(TranslationsContext);
  if (!translations) throw new Error('No translations: render this inside ClientMessages');
  return translations;
}

type PlainValue = string | number | Date;
type RichValue = PlainValue | ((chunks: ReactNode) => ReactNode);

// Intl objects are costly to create and formatMessage asks for the same ones again and again.
const cache = new Map<string, unknown>();
export function cached<T>(kind: string, args: unknown[], create: () => T): T {
  const key = `${kind}:${JSON.stringify(args)}`;
  if (!cache.has(key)) cache.set(key, create());
  return cache.get(key) as T;
}

export const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
    cached('date', args, () => new Intl.DateTimeFormat(...args)),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) =>
    cached('number', args, () => new Intl.NumberFormat(...args)),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) =>
    cached('plural', args, () => new Intl.PluralRules(...args)),
};

function lookupIn(messages: CompiledMessages, path: string): CompiledMessage | undefined {
  let node: CompiledMessages | CompiledMessage | undefined = messages;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string' || Array.isArray(node)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' || Array.isArray(node) ? node : undefined;
}

/** The message at `path` in the nearest provider that has it. */
function lookup(translations: Translations | null, path: string): CompiledMessage | undefined {
  for (let at = translations; at; at = at.outer) {
    const message = lookupIn(at.messages, path);
    if (message !== undefined) return message;
  }
  return undefined;
}

export type Translate<Key extends string = string> = {
  (key: Key, values?: Record<string, PlainValue>): string;
  rich(key: Key, values?: Record<string, RichValue>): ReactNode;
  has(key: Key): boolean;
};

/** `t(key, values)`, `t.rich(key, tags)` and `t.has(key)` of one namespace, as next-intl's. */
function useTranslations(namespace: string): Translate {
  const translations = useTranslationsContext();
  return useMemo(() => {
    const { locale } = translations;
    const message = (key: string) => lookup(translations, `${namespace}.${key}`);
    const render = (key: string, values?: Record<string, RichValue>) => {
      const compiled = message(key);
      // next-intl's fallback: the key's path, so a missing string is visible but nothing breaks.
      if (compiled === undefined) return `${namespace}.${key}`;
      return format<ReactNode>(compiled, locale, keyed(values), { formatters, timeZone: TIME_ZONE });
    };
    const plain = (key: string, values?: Record<string, RichValue>) => {
      const result = render(key, values);
      return Array.isArray(result) ? result.join('') : String(result);
    };
    return Object.assign(plain, {
      rich: (key: string, values?: Record<string, RichValue>) => render(key, values) as ReactNode,
      has: (key: string) => message(key) !== undefined,
    }) as Translate;
  }, [translations, namespace]);
}

/** The keys `t` accepts in namespace `N` of an island's words `W`. */
type KeysIn<W extends Words, N extends keyof W & Namespace> = W[N] extends readonly (infer Key extends
  string)[]
  ? Key
  : MessageKey<N>;

/** The namespaces of `W`; none when no words were given, so an unbound hook accepts nothing. */
type NamespacesOf<W extends Words> = [W] extends [never] ? never : keyof W & Namespace;

export type UseTranslations<W extends Words> = <N extends NamespacesOf<W>>(
  namespace: N,
) => Translate<KeysIn<W, N>>;

/**
 * next-intl's `useTranslations`, bound to the words (components/i18n/words.ts) that
 * the island's server parent picks: `const useTranslations = translationsFor<typeof
 * headerWords>();` at the top of the module, then `useTranslations('Header')` and
 * `t('back')` as usual. A namespace or key outside those words is a type error, where
 * it would otherwise show as `Namespace.key` on the page. Import the words with
 * `import type`: only their type reaches the browser.
 */
export function translationsFor<W extends Words = never>(): UseTranslations<W> {
  return useTranslations;
}

/** Tags of a rich message may appear more than once: React wants a key on each element. */
function keyed(values?: Record<string, RichValue>) {
  if (!values) return undefined;
  let index = 0;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'function'
        ? (chunks: ReactNode[]) => {
            const element = value(chunks);
            return isValidElement(element) ? cloneElement(element, { key: `${name}-${index++}` }) : element;
          }
        : value,
    ]),
  );
}

export function useLocale(): string {
  return useTranslationsContext().locale;
}
