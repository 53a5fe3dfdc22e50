import type { FormId } from '@/lib/domain/forms/registry';

let ip = 0;

/** A distinct client address per call, so one test's requests never meet another's rate limit. */
export function nextIp(): string {
  ip += 1;
  return `198.51.100.${ip % 250}`;
}

export const ORIGIN = 'http://localhost:3000';

/** A same-origin JSON POST as the site's forms send it, in `lang` (the `lang` query parameter) if given. */
export function formRequest(
  path: string,
  body: unknown,
  {
    headers = {},
    ip: address = nextIp(),
    raw,
    lang,
  }: { headers?: Record<string, string>; ip?: string; raw?: string; lang?: string } = {},
): Request {
  return new Request(`${ORIGIN}${path}${lang ? `?lang=${lang}` : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-forwarded-for': address, ...headers },
    body: raw ?? JSON.stringify(body),
  });
}

/** One form's route (app/api/forms/[form]/route.ts), called as Next calls it for `/api/forms/<form>`. */
export async function formRoute(form: FormId): Promise<(request: Request) => Promise<Response>> {
  const { POST } = await import('@/app/api/forms/[form]/route');
  return (request) => POST(request, { params: Promise.resolve({ form }) });
}
