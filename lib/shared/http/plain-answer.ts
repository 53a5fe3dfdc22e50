/** Kept by no cache: an answer about one visitor's link. */
export const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * A short answer that no cache keeps, in plain text (or with no body): what a mail program's
 * one-click post or a plain form's post is told when no page follows.
 */
export function plainAnswer(status: number, text = '', headers: Record<string, string> = {}): Response {
  return new Response(text || null, {
    status,
    headers: { ...NO_STORE, ...(text ? { 'Content-Type': 'text/plain; charset=utf-8' } : {}), ...headers },
  });
}
