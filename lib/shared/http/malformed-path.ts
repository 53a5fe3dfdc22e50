/**
 * Whether a request target's path holds a percent escape that is not UTF-8
 * (`/en/%ff`, `/%e2%82`). Next's router throws on decoding it and answers 500 after
 * failing to render its own 400 page; such a path is the client's mistake.
 */
export function hasMalformedPath(target: string): boolean {
  const path = target.split(/[?#]/, 1)[0];
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** The answer to a malformed path: JSON under /api, else a short page in the three languages. */
export function malformedPathResponse(target: string): { contentType: string; body: string } {
  if (/^\/api(\/|$)/.test(target)) {
    return {
      contentType: 'application/json',
      body: JSON.stringify({ errors: [{ message: 'The address holds an invalid percent escape.' }] }),
    };
  }
  return {
    contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bad request</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">
<h1>This address is broken</h1><p>Check the link or start again from the <a href="/en">home page</a>.</p>
<p lang="nl">Dit adres klopt niet. Controleer de link of begin opnieuw op de <a href="/nl">startpagina</a>.</p>
<p lang="fr">Cette adresse est erronée. Vérifiez le lien ou recommencez depuis la <a href="/fr">page d’accueil</a>.</p>
</body></html>`,
  };
}
