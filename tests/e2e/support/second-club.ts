import { readFileSync } from 'node:fs';
import { crestFile } from '../../fixtures/second-club/apply';
import { secondClub, secondClubSettings } from '../../fixtures/second-club/identity';

/*
 * The second club of tests/fixtures/second-club, applied to a running site over REST as its
 * admin would in the CMS, and what the crawl needs to tell the site's own words from what the
 * demo's editors wrote.
 */

type Json = Record<string, unknown>;

async function api(origin: string, token: string, path: string, init: RequestInit = {}): Promise<Json> {
  const response = await fetch(`${origin}/api${path}`, {
    ...init,
    headers: { Authorization: `JWT ${token}`, ...init.headers },
  });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} /api${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Json;
}

const postJson = (data: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(data),
});

/** Crests uploaded, club settings saved, the club's own entry among the clubs renamed. */
export async function applySecondClubOverRest(origin: string, token: string): Promise<void> {
  const upload = async ({ file, alt }: { file: string; alt: string }) => {
    const form = new FormData();
    form.append('file', new Blob([readFileSync(crestFile(file))], { type: 'image/png' }), file);
    form.append('_payload', JSON.stringify({ alt }));
    const created = await api(origin, token, '/media?locale=en', { method: 'POST', body: form });
    return (created.doc as { id: number }).id;
  };
  const [crest, monochrome] = await Promise.all([
    upload(secondClub.crest),
    upload(secondClub.crestMonochrome),
  ]);
  await api(
    origin,
    token,
    '/globals/club-settings?locale=en',
    postJson(secondClubSettings(crest, monochrome)),
  );
  // The copyright line is the club's own words in each language, as its admin writes them.
  for (const locale of ['nl', 'fr']) {
    await api(
      origin,
      token,
      `/globals/club-settings?locale=${locale}`,
      postJson({ copyright: secondClub.copyright }),
    );
  }
  const own = await api(origin, token, '/clubs?where[isOwnClub][equals]=true&depth=0');
  for (const club of own.docs as { id: number }[]) {
    await api(origin, token, `/clubs/${club.id}`, { ...postJson(secondClub.ownClubEntry), method: 'PATCH' });
  }
}

/**
 * What the editors wrote: every collection and global that holds their words (the club
 * settings aside, which are the identity under test), in every language.
 */
const editorCollections = [
  'news',
  'pages',
  'teams',
  'people',
  'history-chapters',
  'videos',
  'faqs',
  'partners',
  'fan-clubs',
  'open-trainings',
  'clubs',
  'matches',
  'competitions',
  'seasons',
  'standings',
  'media',
];
const editorGlobals = ['home-highlights', 'ticketing', 'hospitality', 'contact-details'];

function stringsIn(value: unknown, found: Set<string>, word: string): void {
  if (typeof value === 'string') {
    if (value.includes(word)) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) stringsIn(item, found, word);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) stringsIn(item, found, word);
  }
}

/** Every text the editors wrote that contains `word`, longest first (so a longer one is masked whole). */
export async function editorTextsWith(origin: string, token: string, word: string): Promise<string[]> {
  const found = new Set<string>();
  const reads = [
    ...editorCollections.map((slug) => `/${slug}?limit=0&pagination=false&depth=0&locale=all`),
    ...editorGlobals.map((slug) => `/globals/${slug}?depth=0&locale=all`),
  ];
  for (const body of await Promise.all(reads.map((path) => api(origin, token, path))))
    stringsIn(body, found, word);
  return [...found].sort((a, b) => b.length - a.length);
}

const htmlEscaped = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

/** `text` with each editor's text blanked out, as written raw or escaped for HTML and XML. */
export function withoutEditorTexts(text: string, editorTexts: string[]): string {
  let rest = text;
  for (const written of editorTexts) {
    for (const form of new Set([
      written,
      htmlEscaped(written),
      htmlEscaped(written).replaceAll('&#x27;', '&apos;'),
    ])) {
      rest = rest.replaceAll(form, '');
    }
  }
  // A description cut from an editor's text ("…") is theirs too.
  return rest.replace(/content="([^"]*)…"/g, (match, start: string) =>
    editorTexts.some((written) => htmlEscaped(written).startsWith(start)) ? 'content=""' : match,
  );
}

/**
 * What the layout draws around a page's content: the head (title, meta), the header, menus,
 * footer and banners, and the page's heading; not the content area (`<main>` beyond its
 * heading) and not the scripts, whose data repeats the content.
 */
export function layoutOf(html: string): string {
  const heading = /<main[\s\S]*?(<h1[\s\S]*?<\/h1>)/.exec(html)?.[1] ?? '';
  return `${html.replace(/<main[\s>][\s\S]*<\/main>/, '').replace(/<script[\s\S]*?<\/script>/g, '')}\n${heading}`;
}
