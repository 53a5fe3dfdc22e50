import { readLimited } from './json-request';

/**
 * The fields of a small form post, urlencoded or multipart (RFC 8058 allows mail programs
 * either; a plain HTML form sends the first), read to at most `limitBytes`; null when the
 * body is larger or cannot be read as a form.
 */
export async function formFields(
  request: Request,
  limitBytes: number,
): Promise<URLSearchParams | FormData | null> {
  const text = await readLimited(request, limitBytes);
  if (text === null) return null;
  const type = request.headers.get('content-type') ?? '';
  if (/^multipart\/form-data/i.test(type)) {
    return new Response(text, { headers: { 'content-type': type } }).formData().catch(() => null);
  }
  return new URLSearchParams(text);
}
