import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { Words } from '@/components/i18n/words';

/**
 * The other half of the island words' check. The compiler already refuses a key
 * outside the words a component binds (`translationsFor<typeof …>()`); this test
 * checks that the words a server component picks for an island cover the words of
 * every component that island can render, code it loads later included, so no
 * component reads a key its page did not send. It reads the sources with
 * TypeScript's parser: `<ClientMessages pick={X}>` makes a host, the components
 * in it and their imports (static and `import()`) make its island.
 */

const root = path.resolve(import.meta.dirname, '../..');
const scanned = ['app', 'components'];

type Ref = { file: string; name: string };
type Source = {
  /** What each imported local name refers to (values and types alike). */
  imports: Map<string, Ref>;
  /**
   * Modules this one loads, statically or (`later`) with `import()`, and the names it
   * takes from each (`null`: the whole module).
   */
  loads: { file: string; later: boolean; names: string[] | null }[];
  /** The words constant its `useTranslations` is bound to. */
  binds?: Ref;
  /** Each `<ClientMessages pick={…}>`: its words and the components inside it. */
  hosts: { words: Ref; children: string[] }[];
  /** It renders a MessagesProvider of its own, for code it loads later (the newsletter dialog). */
  providesForLoaded: boolean;
  /** Its hooks that call `useTranslations` (none should: see rendersNothing). */
  hooksReadingWords: string[];
};

function resolveModule(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (/\.(ts|tsx|mjs)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return undefined;
}

function read(file: string): Source {
  const text = readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: Source = {
    imports: new Map(),
    loads: [],
    hosts: [],
    providesForLoaded: false,
    hooksReadingWords: [],
  };
  const callsUseTranslations = (node: ts.Node): boolean =>
    (ts.isCallExpression(node) && node.expression.getText() === 'useTranslations') ||
    (node.forEachChild(callsUseTranslations) ?? false);
  const hookBody = (node: ts.Node): [string, ts.Node] | undefined => {
    if (ts.isFunctionDeclaration(node) && node.name && node.body) return [node.name.text, node.body];
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    ) {
      return [node.name.text, node.initializer.body];
    }
    return undefined;
  };
  const pickOf = (element: ts.JsxOpeningLikeElement) =>
    element.attributes.properties.find(
      (attribute): attribute is ts.JsxAttribute =>
        ts.isJsxAttribute(attribute) && attribute.name.getText() === 'pick',
    );
  const componentsIn = (node: ts.Node, into: string[] = []) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) into.push(node.tagName.getText());
    node.forEachChild((child) => componentsIn(child, into));
    return into;
  };
  const visit = (node: ts.Node) => {
    const hook = hookBody(node);
    if (hook && /^use[A-Z]/.test(hook[0]) && callsUseTranslations(hook[1]))
      found.hooksReadingWords.push(hook[0]);
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const target = resolveModule(file, node.moduleSpecifier.text);
      const clause = node.importClause;
      if (target && !clause?.isTypeOnly) {
        const bindings = clause?.namedBindings;
        const names =
          clause && !clause.name && bindings && ts.isNamedImports(bindings)
            ? bindings.elements.filter((element) => !element.isTypeOnly).map((element) => element.name.text)
            : null;
        found.loads.push({ file: target, later: false, names });
      }
      if (target && clause) {
        if (clause.name) found.imports.set(clause.name.text, { file: target, name: 'default' });
        if (clause.namedBindings && ts.isNamedImports(clause.namedBindings)) {
          for (const element of clause.namedBindings.elements) {
            const name = (element.propertyName ?? element.name).text;
            found.imports.set(element.name.text, { file: target, name });
          }
        }
      }
    }
    if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const target = resolveModule(file, node.moduleSpecifier.text);
      if (target && !node.isTypeOnly) found.loads.push({ file: target, later: false, names: null });
    }
    if (ts.isCallExpression(node)) {
      const [argument] = node.arguments;
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword && argument && ts.isStringLiteral(argument)) {
        const target = resolveModule(file, argument.text);
        if (target) found.loads.push({ file: target, later: true, names: null });
      }
      const [bound] = node.typeArguments ?? [];
      if (node.expression.getText() === 'translationsFor' && bound && ts.isTypeQueryNode(bound)) {
        found.binds = found.imports.get(bound.exprName.getText()) ?? { file, name: bound.exprName.getText() };
      }
    }
    if (ts.isJsxElement(node)) {
      const tag = node.openingElement.tagName.getText();
      if (tag === 'MessagesProvider') found.providesForLoaded = true;
      const pick = tag === 'ClientMessages' ? pickOf(node.openingElement) : undefined;
      if (pick) {
        const expression = pick.initializer;
        const name =
          expression && ts.isJsxExpression(expression) && expression.expression
            ? expression.expression.getText()
            : '';
        const words = found.imports.get(name);
        if (!words)
          throw new Error(`${path.relative(root, file)}: pick={${name}} is not an imported words constant`);
        found.hosts.push({ words, children: node.children.flatMap((child) => componentsIn(child)) });
      }
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const sources = new Map(
  scanned.flatMap((folder) => sourceFiles(path.join(root, folder))).map((file) => [file, read(file)]),
);
const relative = (file: string) => path.relative(root, file);

async function wordsAt(ref: Ref): Promise<Words> {
  const words = ((await import(ref.file)) as Record<string, Words>)[ref.name];
  if (!words) throw new Error(`${relative(ref.file)} exports no ${ref.name}`);
  return words;
}

/** Whether `outer` carries every key of `inner`. */
function covers(outer: Words, inner: Words): boolean {
  return Object.entries(inner).every(([namespace, keys]) => {
    const have = outer[namespace as keyof Words];
    if (have === 'all') return true;
    if (!have || keys === 'all') return false;
    return (keys as readonly string[]).every((key) => (have as readonly string[]).includes(key));
  });
}

/**
 * A name that reads no words: not a component. The rules of hooks (ESLint) keep
 * `useTranslations` out of plain functions, and the test below keeps it out of the
 * other hooks, so only components read words.
 */
const rendersNothing = (name: string) => /^[a-z]/.test(name);

/**
 * The components an island can render from `start`: its modules, the ones they load,
 * and so on, stopping at another host (it picks words of its own), at an import of
 * plain functions, hooks and values only (the newsletter form's use of the forms' hooks), and,
 * past a module that renders its own MessagesProvider, at what it loads with `import()`.
 */
function island(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    const source = sources.get(file);
    if (!source || seen.has(file)) continue;
    seen.add(file);
    if (source.hosts.length > 0) continue;
    for (const loaded of source.loads) {
      if (source.providesForLoaded && loaded.later) continue;
      if (loaded.names?.every(rendersNothing)) continue;
      queue.push(loaded.file);
    }
  }
  return seen;
}

/** Each host with the files of its island: the components it wraps, and the segment's error screens for a layout. */
function hosts() {
  return [...sources].flatMap(([file, source]) =>
    source.hosts.map(({ words, children }) => {
      const start = children.flatMap((tag) => {
        const ref = source.imports.get(tag);
        return ref ? [ref.file] : [];
      });
      if (path.basename(file) === 'layout.tsx') {
        for (const screen of ['error.tsx', 'not-found.tsx', 'global-error.tsx']) {
          const boundary = path.join(path.dirname(file), screen);
          if (sources.has(boundary)) start.push(boundary);
        }
      }
      return { file, words, members: island(start) };
    }),
  );
}

/**
 * Words a component gets without a ClientMessages around it: the newsletter dialog's,
 * which the header fetches on its first opening from this route.
 */
const servedApart = [
  {
    route: 'app/[lang]/newsletter-messages.json/route.ts',
    words: { file: path.join(root, 'components/newsletter/words.ts'), name: 'newsletterWords' },
    island: ['components/newsletter/NewsletterModal.tsx'],
  },
];

describe('island words: what a server component picks covers what its island reads', () => {
  const found = hosts();

  it('finds the hosts and the components they wrap', () => {
    expect(found.length).toBeGreaterThanOrEqual(15);
    const matches = found.find(({ file }) => file.endsWith('MatchesScreen.tsx'));
    expect([...(matches?.members ?? [])].map(relative)).toContain('components/matches/MatchesExplorer.tsx');
    const contact = found.find(({ file }) => file.endsWith(path.join('contact', 'page.tsx')));
    // The form loads on the first interaction: its code and the kit it uses are part of the island.
    expect([...(contact?.members ?? [])].map(relative)).toEqual(
      expect.arrayContaining(['components/forms/ContactForm.tsx', 'components/forms/fields.tsx']),
    );
  });

  it('every component bound to words gets them from the host around it', async () => {
    // The layout's words (error and 404 screens) are the outer provider of every page.
    const layout = found.find(({ file }) => relative(file) === 'app/[lang]/layout.tsx');
    const outer = layout ? await wordsAt(layout.words) : {};
    const missing: string[] = [];
    for (const { file, words, members } of found) {
      const picked = await wordsAt(words);
      for (const member of members) {
        const bound = sources.get(member)?.binds;
        if (!bound) continue;
        const reads = await wordsAt(bound);
        if (!covers(picked, reads) && !covers(outer, reads)) {
          missing.push(`${relative(file)} picks ${words.name}, but ${relative(member)} reads ${bound.name}`);
        }
      }
    }
    for (const { route, words, island: start } of servedApart) {
      const served = await wordsAt(words);
      expect(readFileSync(path.join(root, route), 'utf8')).toContain(`wordPaths(${words.name})`);
      for (const member of island(start.map((file) => path.join(root, file)))) {
        const bound = sources.get(member)?.binds;
        if (bound && !covers(served, await wordsAt(bound))) {
          missing.push(`${route} serves ${words.name}, but ${relative(member)} reads ${bound.name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('only components read words, not hooks (so importing a hook brings none)', () => {
    const hooks = [...sources].flatMap(([file, { hooksReadingWords }]) =>
      hooksReadingWords.map((hook) => `${relative(file)}: ${hook}`),
    );
    expect(hooks).toEqual([]);
  });

  it('every component bound to words is inside some host', () => {
    const reached = new Set(found.flatMap(({ members }) => [...members]));
    for (const { island: start } of servedApart) {
      for (const member of island(start.map((file) => path.join(root, file)))) reached.add(member);
    }
    const orphans = [...sources]
      .filter(([file, source]) => source.binds && !reached.has(file))
      .map(([file]) => relative(file));
    expect(orphans).toEqual([]);
  });
});
