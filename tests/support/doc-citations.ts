import path from 'node:path';

/**
 * What a Markdown doc cites, read the way a reader follows it: paths in backticks, relative
 * links with their anchors, npm commands; and what code cites of the docs. Used by
 * tests/unit/docs-citations.test.ts.
 */

const fence = /^```[\s\S]*?^```/gm;

/** The text outside fenced code blocks. */
const prose = (markdown: string) => markdown.replace(fence, '');

/** `lib/{a,b}.ts` → `lib/a.ts`, `lib/b.ts` (one level, as the docs write them). */
function expandBraces(span: string): string[] {
  const match = /\{([^{}]*)\}/.exec(span);
  if (!match) return [span];
  return match[1]
    .split(',')
    .flatMap((choice) =>
      expandBraces(span.slice(0, match.index) + choice + span.slice(match.index + match[0].length)),
    );
}

/**
 * File names a doc may cite without their folder (`tokens.css`): code and configuration, and
 * the repository's own dotfiles. A bare folder name (`forms/`) reads relative to the text
 * around it, and a bare `.name` may be a CSS class.
 */
const bareFileName =
  /^[\w@.-]+\.(ts|tsx|mts|mjs|css|sh|conf|html|service)$|^\.(nvmrc|npmrc|gitignore|prettierignore)$/;

/**
 * The repository paths cited in backticks outside code blocks: a span with no spaces,
 * placeholders (`<form>`), wildcards or ellipses, that is either under a folder or a
 * source file's name. Addresses (`/api/…`) and URLs are not paths.
 */
export function citedPaths(markdown: string): string[] {
  const spans = [...prose(markdown).matchAll(/`([^`\n]+)`/g)].map((match) => match[1]);
  return spans
    .filter((span) => !/[\s<>*…$]|:\/\//.test(span) && !span.startsWith('/') && !span.startsWith('-'))
    .flatMap(expandBraces)
    .filter((span) => span.replace(/\/$/, '').includes('/') || bareFileName.test(span));
}

/**
 * The cited paths that are not in `files` (the repository's): a path under a folder must
 * exist as a file or folder there, unless its top folder is none of the repository's (a
 * release's `commands/`, the git-ignored `data/`); a bare file name must exist somewhere.
 */
export function missingPaths(cited: string[], files: string[]): string[] {
  const folders = new Set(
    files.flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  );
  const topLevel = new Set(files.map((file) => file.split('/')[0]));
  const names = new Set(files.map((file) => path.posix.basename(file)));
  const missing = cited.filter((cited) => {
    const entry = cited.replace(/\/$/, '');
    if (!entry.includes('/')) return entry.startsWith('.') ? !topLevel.has(entry) : !names.has(entry);
    if (!topLevel.has(entry.split('/')[0])) return false;
    return !files.includes(entry) && !folders.has(entry);
  });
  return [...new Set(missing)];
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The headings of a Markdown doc, as written (any level). */
export function headingsOf(markdown: string): string[] {
  return [...prose(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)].map((match) => match[1]);
}

/**
 * The relative links of `doc` whose file or section does not exist. `read` gives a linked
 * doc's text, for its anchors.
 */
export function brokenLinks(
  doc: string,
  markdown: string,
  files: string[],
  read: (file: string) => string | undefined,
): string[] {
  const links = [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);
  return links
    .filter((link) => !/^[a-z]+:/i.test(link))
    .flatMap((link) => {
      const [target, anchor] = link.split('#');
      const file = target
        ? path.posix.normalize(path.posix.join(path.posix.dirname(doc), target)).replace(/\/$/, '')
        : doc;
      const isFolder = files.some((candidate) => candidate.startsWith(`${file}/`));
      if (!files.includes(file) && !isFolder) return [`${link} (no such file)`];
      if (anchor === undefined || !file.endsWith('.md')) return [];
      const anchors = headingsOf(read(file) ?? '').map(anchorOf);
      return anchors.includes(anchor) ? [] : [`${link} (no such section)`];
    });
}

/** The package.json scripts a doc runs: `npm run <name>`, `npm start`, `npm test`. */
export function npmCommandsOf(markdown: string): string[] {
  const run = [...markdown.matchAll(/\bnpm run (?:--silent )?([\w:-]+)/g)].map((match) => match[1]);
  const lifecycle = [...markdown.matchAll(/\bnpm (start|test)\b/g)].map((match) => match[1]);
  return [...new Set([...run, ...lifecycle])];
}

/**
 * The environment variables a source file reads: `process.env.X`, `process.env['X']`,
 * `env.X` (an environment handed on, or lib/env.ts's parsed one) and, in a shell script,
 * a unit or an npm script, `${X:-…}` or `${X}`.
 */
export function variablesReadIn(code: string, shell = false): string[] {
  const patterns = [
    /\benv\.([A-Z_][A-Z0-9_]*)\b/g,
    /\bprocess\.env\[\s*['"]([A-Z_][A-Z0-9_]*)['"]\s*\]/g,
    ...(shell ? [/\$\{([A-Z_][A-Z0-9_]*)(?::-[^}]*)?\}/g] : []),
  ];
  return [...new Set(patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1])))];
}

/** The doc sections code points a reader to: `README "Quick start"`, `docs/operations.md "Going live"`. */
export function codeCitationsOf(code: string): { doc: string; heading: string }[] {
  return [...code.matchAll(/\b(README|docs\/[\w-]+\.md) \\?"([^"\\\n]+)\\?"/g)].map((match) => ({
    doc: match[1] === 'README' ? 'README.md' : match[1],
    heading: match[2],
  }));
}
