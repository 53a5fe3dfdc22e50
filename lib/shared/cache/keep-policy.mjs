/**
 * What Next's cache does not keep: answers about things that do not exist. A visitor
 * decides which URLs are asked for, so a 404 page (one per unknown slug, ~110 KB of
 * files) or a CMS read that found nothing (one per unknown slug or path) kept per URL
 * lets anybody fill the disk or Redis with random addresses. Not kept, they are
 * rendered or read again when asked; what exists is cached as before.
 * Plain JavaScript: the cache handlers load it outside the bundle.
 */

/** A rendered page that answered 404. */
const isNotFoundPage = (value) => value?.kind === 'APP_PAGE' && value.status === 404;

/** An `unstable_cache` read (lib/data/cached-read.ts) whose result was null. */
const isEmptyRead = (value) => value?.kind === 'FETCH' && value.data?.body === 'null';

/** Whether a value Next hands to its cache handler is worth keeping. */
export function worthKeeping(value) {
  return !isNotFoundPage(value) && !isEmptyRead(value);
}
