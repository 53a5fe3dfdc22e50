import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No arrow runs back up, through whole chains of imports: ESLint's boundary rules
 * (eslint.config.mjs) check each import alone, so a CMS file importing a domain module
 * that reads through lib/data passes them, and so does lib/data reading through a domain
 * that reads lib/data. Type-only imports carry no code and are left out.
 */
const root = path.resolve(__dirname, '../..');
const sourceFile = /\.(ts|tsx|mjs)$/;

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder)).flatMap((entry) => {
    const relative = path.posix.join(folder, entry);
    if (statSync(path.join(root, relative)).isDirectory()) return filesUnder(relative);
    return sourceFile.test(entry) ? [relative] : [];
  });
}

const importPattern =
  /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolved(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('@/') && !specifier.startsWith('.')) return undefined;
  const base = specifier.startsWith('@/')
    ? specifier.slice(2)
    : path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, `${base}/index.ts`];
  return candidates.find((candidate) => sourceFile.test(candidate) && existsSync(path.join(root, candidate)));
}

function importsOf(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(importPattern)]
    .map((match) => resolved(file, match[1] ?? match[2]))
    .filter((target): target is string => target !== undefined);
}

/** Every chain from `start` through files outside `stopAt`, to the first file in `forbidden`. */
function chainsInto(
  start: string[],
  forbidden: (file: string) => boolean,
  stopAt: (file: string) => boolean,
) {
  const found: string[] = [];
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    for (const target of importsOf(file)) {
      if (forbidden(target)) found.push([...chain, target].join(' → '));
      else if (!stopAt(target) && !seen.has(target)) {
        seen.add(target);
        walk(target, [...chain, target]);
      }
    }
  };
  for (const file of start) walk(file, [file]);
  return found;
}

const under =
  (...folders: string[]) =>
  (file: string) =>
    folders.some((folder) => file.startsWith(folder));

describe('the layers, through whole import chains', () => {
  it('lib/shared reaches nothing of the club, and lib/domain nothing above it', () => {
    const above = ['lib/domain/', 'lib/demo/', 'lib/cms/', 'lib/data/', 'lib/server/', 'components/', 'app/'];
    expect(chainsInto(filesUnder('lib/shared'), under(...above), () => false)).toEqual([]);
    expect(chainsInto(filesUnder('lib/domain'), under(...above.slice(1)), () => false)).toEqual([]);
  });

  it('the CMS reaches neither lib/data nor components nor routes', () => {
    expect(
      chainsInto(filesUnder('lib/cms'), under('lib/data/', 'components/', 'app/'), under('lib/cms/')),
    ).toEqual([]);
  });

  it('lib/data reaches no component or route, and never itself again through a domain', () => {
    expect(chainsInto(filesUnder('lib/data'), under('components/', 'app/'), under('lib/cms/'))).toEqual([]);
    const domainsDataUses = [
      ...new Set(
        filesUnder('lib/data')
          .flatMap(importsOf)
          .filter((file) => !under('lib/data/', 'lib/cms/', 'lib/generated/')(file)),
      ),
    ];
    expect(chainsInto(domainsDataUses, under('lib/data/'), under('lib/cms/'))).toEqual([]);
  });
});
