import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The floor: a bare Next app of the very next, react and react-dom our pages run on (read
 * from our node_modules, which it resolves from inside the checkout), a root layout and one
 * page of text, nothing of ours. What Next's runtime and React's hydration cost alone on this
 * machine; the bench measures our pages against it in the same run (docs/performance.md).
 */
export const floorPackages = ['next', 'react', 'react-dom'] as const;

const paragraph =
  'The club was founded by a group of neighbours who wanted a team of their own. The first pitch was a ' +
  'meadow behind the church; the dressing room was the back room of the café on the square. Every ' +
  'season since, volunteers have run the bar, washed the kits and driven the youth teams to their games.';

/** Plain JavaScript: no tsconfig, so Next sets up nothing of its own around it. */
const files: Record<string, string> = {
  // Next looks for its config in the parent folders too: without one here it would load ours.
  'next.config.mjs': 'export default {};\n',
  // Turbopack bundles the repository's instrumentation.ts (its root is the repository's, where
  // the lockfile is) when the app has none of its own: the floor's server then ran our settings'
  // checks and jobs ticker. An empty hook of its own keeps it bare (measured: 241 server files
  // of ours traced before, none after).
  'instrumentation.js': 'export function register() {}\n',
  'app/layout.js': `export const metadata = { title: 'Floor', description: 'A bare Next app.' };
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  // About the words of our home page's text: 40 paragraphs.
  'app/page.js': `const paragraph = ${JSON.stringify(paragraph)};
export default function Page() {
  return (
    <main>
      <h1>Floor</h1>
      {Array.from({ length: 40 }, (_, index) => <p key={index}>{paragraph}</p>)}
    </main>
  );
}
`,
  // A page's content twin (content-twin.ts): our page's elements and style sheets as plain
  // elements, read per request from twin/<name>.json, which the bench writes before its runs.
  'app/twin/[name]/page.js': `import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '../render';
export const dynamic = 'force-dynamic';
export default async function Twin({ params }) {
  const { name } = await params;
  const page = JSON.parse(readFileSync(path.join(process.cwd(), 'twin', name.replace(/[^\\w-]/g, '') + '.json'), 'utf8'));
  return (
    <>
      {page.styleSheets.map((href) => <link key={href} rel="stylesheet" href={href} precedence="default" />)}
      {page.inlineStyles.map((css, index) => <style key={index} href={'twin-' + index} precedence="default">{css}</style>)}
      {page.body.map(render)}
    </>
  );
}
`,
  'app/twin/render.js': `import { createElement } from 'react';
// HTML attribute names as React's props; the values as React writes them back.
const props = { class: 'className', for: 'htmlFor', tabindex: 'tabIndex', srcset: 'srcSet', fetchpriority: 'fetchPriority', crossorigin: 'crossOrigin', autocomplete: 'autoComplete', readonly: 'readOnly', maxlength: 'maxLength', minlength: 'minLength', novalidate: 'noValidate', enctype: 'encType', colspan: 'colSpan', rowspan: 'rowSpan', datetime: 'dateTime', inputmode: 'inputMode', enterkeyhint: 'enterKeyHint', spellcheck: 'spellCheck', referrerpolicy: 'referrerPolicy', 'accept-charset': 'acceptCharset', 'stroke-width': 'strokeWidth', 'stroke-linecap': 'strokeLinecap', 'stroke-linejoin': 'strokeLinejoin', 'fill-rule': 'fillRule', 'clip-rule': 'clipRule', 'clip-path': 'clipPath', 'text-anchor': 'textAnchor', 'font-size': 'fontSize', 'font-weight': 'fontWeight', 'stop-color': 'stopColor' };
const flags = new Set(['hidden', 'disabled', 'required', 'multiple', 'readOnly', 'noValidate', 'open', 'inert']);
const style = (text) => Object.fromEntries(text.split(';').map((rule) => rule.trim()).filter(Boolean).map((rule) => {
  const colon = rule.indexOf(':');
  const name = rule.slice(0, colon).trim();
  return [name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase()), rule.slice(colon + 1).trim()];
}));
export function render(node, key) {
  if (typeof node === 'string') return node;
  const [tag, attributes, children] = node;
  const given = { key };
  for (const [name, value] of Object.entries(attributes)) {
    const prop = props[name] ?? name;
    if (prop === 'style') given.style = style(value);
    else if (prop === 'checked') given.defaultChecked = true;
    else if (prop === 'selected') continue;
    else if (prop === 'value' && tag === 'input') given.defaultValue = value;
    else if (flags.has(prop)) given[prop] = true;
    else given[prop] = value;
  }
  if (tag === 'textarea') return createElement(tag, { ...given, defaultValue: children.join('') });
  return createElement(tag, given, ...children.map(render));
}
`,
  'app/twin-css/[file]/route.js': `import { readFileSync } from 'node:fs';
import path from 'node:path';
export const dynamic = 'force-dynamic';
export async function GET(_request, { params }) {
  const { file } = await params;
  const css = readFileSync(path.join(process.cwd(), 'twin', 'css', path.basename(file)), 'utf8');
  return new Response(css, { headers: { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' } });
}
`,
};

export function floorVersions(): Record<(typeof floorPackages)[number], string> {
  return Object.fromEntries(
    floorPackages.map((name) => [
      name,
      JSON.parse(readFileSync(path.join('node_modules', name, 'package.json'), 'utf8')).version as string,
    ]),
  ) as Record<(typeof floorPackages)[number], string>;
}

/** Its folder, named by the versions' and the files' hash: a new version builds a new floor. */
export function floorDir(): string {
  const hash = createHash('sha256')
    .update(JSON.stringify({ versions: floorVersions(), files }))
    .digest('hex')
    .slice(0, 12);
  return path.join('data', 'bench', `floor-${hash}`);
}

/** Builds the floor once (its folder is kept under the git-ignored data/); returns its folder. */
export function ensureFloorApp(): string {
  const dir = floorDir();
  const done = path.join(dir, 'built');
  if (existsSync(done)) return dir;
  console.log(`Building the floor, a bare Next app (${dir}, once for these versions)…`);
  rmSync(dir, { recursive: true, force: true });
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  const result = spawnSync(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), 'build'], {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`building the floor app in ${dir} failed`);
  writeFileSync(done, new Date().toISOString());
  return dir;
}
