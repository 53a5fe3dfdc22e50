import type { OutgoingMessage } from 'node:http';

/**
 * Makes `appendHeader` on `target` (a response, or a prototype of responses) leave out a
 * value the response already carries under that name.
 *
 * Next 16 writes the `Location` of a page's redirect (`permanentRedirect` in an article
 * found under another language's slug) twice: once while rendering, and again from the
 * render's cache entry as it sends it. Two `Location` headers are a broken answer: Node's
 * fetch joins them into one address (`/a, /a`), and an HTTP client may refuse it. The
 * same value twice never means more than once, for any header.
 */
export function appendEachValueOnce(target: Pick<OutgoingMessage, 'appendHeader'>): void {
  const append = target.appendHeader;
  target.appendHeader = function (this: OutgoingMessage, name: string, value: string | readonly string[]) {
    const present = this.getHeader(name);
    if (present === undefined) return append.call(this, name, value);
    const had = (Array.isArray(present) ? present : [present]).map(String);
    const added = (typeof value === 'string' ? [value] : value).filter((item) => !had.includes(item));
    return added.length === 0 ? this : append.call(this, name, added);
  } as OutgoingMessage['appendHeader'];
}
