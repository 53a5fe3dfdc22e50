import type { MessageKeys, Messages, NestedKeyOf } from 'next-intl';

/**
 * The catalogue's shape as the compiler knows it: `Messages` is `messages/en.json`
 * (global.d.ts, next-intl's AppConfig), and tests/unit/messages.test.ts keeps
 * nl.json and fr.json to exactly its keys.
 */
export type Namespace = keyof Messages;

/** A message of namespace `N`, nested ones as `group.key`. */
export type MessageKey<N extends Namespace> = MessageKeys<Messages[N], NestedKeyOf<Messages[N]>>;

/**
 * A screen's title in `Pages` and `Descriptions`, and a menu label in `Nav`, as
 * the screen registry names them. The registry is JavaScript, which the compiler
 * does not check: tests/unit/screen-words.test.ts checks that every title and
 * label it names is in the catalogue.
 */
export type ScreenTitleKey = MessageKey<'Pages'> & MessageKey<'Descriptions'>;
export type MenuLabelKey = MessageKey<'Nav'>;
