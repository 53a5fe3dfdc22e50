import type { MessageKeys, Messages, NestedKeyOf } from 'next-intl';

/**
 * The catalogue's shape as the compiler knows it: `Messages` is `messages/en.json`
 * (global.d.ts, next-intl's AppConfig), and tests/unit/messages.test.ts keeps
 * nl.json and fr.json to exactly its keys.
 */
export type Namespace = keyof Messages;

/** A message of namespace `N`, nested ones as `group.key`. */
export type MessageKey<N extends Namespace> = MessageKeys<Messages[N], NestedKeyOf<Messages[N]>>;

/** A whole namespace, or one key of it (or a group of keys: `Namespace.group`). */
export type MessagePath = Namespace | `${Namespace}.${string}`;

/**
 * A screen's title in `Pages` and `Descriptions`, and a menu label in `Nav`, as
 * the screen registry (lib/domain/screens/registry.ts) names them: the compiler
 * refuses a title or label the catalogue lacks.
 */
export type ScreenTitleKey = MessageKey<'Pages'> & MessageKey<'Descriptions'>;
export type MenuLabelKey = MessageKey<'Nav'>;
