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
