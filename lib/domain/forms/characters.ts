/**
 * Characters nobody types on purpose. Plain functions without zod: the form
 * checks (fields.ts) and the newsletter's use them in the browser and on the
 * server alike.
 */

/**
 * Invisible when they stand alone: spaces of every kind, control characters and
 * the "default ignorable" code points (zero-width space and joiners, the byte
 * order mark, soft hyphen, Hangul fillers, variation selectors, tags), plus the
 * blank Braille pattern. A name made of them looks empty on every screen.
 */
const INVISIBLE = '[\\s\\p{Z}\\p{Cc}\\p{Default_Ignorable_Code_Point}\\u2800]';
const invisibleEdges = new RegExp(`^${INVISIBLE}+|${INVISIBLE}+$`, 'gu');

/** Like String#trim, and also drops zero-width and other invisible characters at both ends. */
export function trimInvisible(value: string): string {
  return value.replace(invisibleEdges, '');
}

/**
 * A control character (NUL, escape, DEL, the C1 range) or a line break. An
 * <input> cannot hold a line break and no keyboard types a control character, so
 * in a single-line answer they come from a script; stored, they would end up in
 * the CSV export and the confirmation e-mail.
 */
const singleLineForbidden = /[\p{Cc}\p{Zl}\p{Zp}]/u;

export function hasControlCharacter(value: string): boolean {
  return singleLineForbidden.test(value);
}

/**
 * A multi-line message keeps its line breaks (as \n) and tabs and loses every
 * other control character. Removed rather than refused: text pasted from a PDF
 * or a word processor can carry form feeds or vertical tabs the visitor cannot
 * see, so a refusal would send them hunting for something invisible, and
 * removing them loses nothing anyone can read.
 */
export function stripControlCharacters(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(/[^\P{Cc}\n\t]/gu, '');
}

/** A letter that shows: the Hangul fillers count as letters in Unicode but are blank. */
const visibleLetter = /(?!\p{Default_Ignorable_Code_Point})\p{L}/u;

export function hasVisibleLetter(value: string): boolean {
  return visibleLetter.test(value);
}
