import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * An environment file read as systemd reads `EnvironmentFile=` (systemd.exec(5); the state
 * machine of parse_env_file_internal() in systemd's src/basic/env-file.c): comments only
 * where a line starts with `#` or `;`; whitespace around the key and before the value
 * dropped, and after an unquoted value; a value may be 'single' or "double" quoted, or
 * continue on the next line after a backslash; everything else, a ` # comment` after the
 * value included, is part of the value. Variables are not expanded. A line without `=` is
 * ignored.
 */
export function parseSystemdEnvironmentFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  type State = 'preKey' | 'key' | 'preValue' | 'value' | 'valueEscape' | 'single' | 'double' | 'doubleEscape';
  let state: State | 'comment' | 'commentEscape' = 'preKey';
  let key = '';
  let value = '';
  // Where the unquoted value's trailing whitespace begins, or -1.
  let trailingSpace = -1;
  const isNewline = (c: string) => c === '\n' || c === '\r';
  const isSpace = (c: string) => c === ' ' || c === '\t' || isNewline(c);
  const push = () => {
    values[key.trim()] = value;
    key = '';
    value = '';
    state = 'preKey';
  };
  for (const c of `${text}\n`) {
    switch (state) {
      case 'preKey':
        if (c === '#' || c === ';') state = 'comment';
        else if (!isSpace(c)) [state, key] = ['key', c];
        break;
      case 'key':
        if (isNewline(c)) [state, key] = ['preKey', ''];
        else if (c === '=') [state, value, trailingSpace] = ['preValue', '', -1];
        else key += c;
        break;
      case 'preValue':
        if (isNewline(c)) push();
        else if (c === "'") state = 'single';
        else if (c === '"') state = 'double';
        else if (c === '\\') state = 'valueEscape';
        else if (!isSpace(c)) [state, value, trailingSpace] = ['value', value + c, -1];
        break;
      case 'value':
        if (isNewline(c)) {
          if (trailingSpace >= 0) value = value.slice(0, trailingSpace);
          push();
        } else if (c === '\\') [state, trailingSpace] = ['valueEscape', -1];
        else {
          if (!isSpace(c)) trailingSpace = -1;
          else if (trailingSpace < 0) trailingSpace = value.length;
          value += c;
        }
        break;
      case 'valueEscape':
        // A backslash keeps the next character as it is; before a newline it joins the lines.
        state = 'value';
        if (!isNewline(c)) value += c;
        break;
      case 'single':
        if (c === "'") state = 'preValue';
        else value += c;
        break;
      case 'double':
        if (c === '"') state = 'preValue';
        else if (c === '\\') state = 'doubleEscape';
        else value += c;
        break;
      case 'doubleEscape':
        state = 'double';
        if ('"\\`$'.includes(c)) value += c;
        else if (!isNewline(c)) value += `\\${c}`;
        break;
      case 'comment':
        if (c === '\\') state = 'commentEscape';
        else if (isNewline(c)) state = 'preKey';
        break;
      case 'commentEscape':
        state = 'comment';
        break;
    }
  }
  return values;
}

/** The variables a fresh `bash` has after `set -a; . file`, beyond those it has anyway. */
export function readWithBash(file: string): Record<string, string> {
  const variables = (script: string) => {
    const result = spawnSync('bash', ['-c', `${script}; env -0`, 'bash', file], {
      env: { NODE_ENV: 'test' },
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`bash could not read ${file}: ${result.stderr}`);
    return Object.fromEntries(
      result.stdout
        .split('\0')
        .filter(Boolean)
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
  };
  return subtract(variables('set -a; . "$1"; set +a'), variables('true'));
}

const environmentGenerator =
  '/usr/lib/systemd/user-environment-generators/30-systemd-environment-d-generator';

/**
 * systemd's own parser, where systemd is installed: systemd-analyze has no command that
 * prints what an EnvironmentFile= gives, but the environment.d generator reads its files
 * with the same load_env_file() (and then expands `$NAME`, which a file without `$` never
 * meets). Undefined when the generator is absent (a CI image without systemd).
 */
export function readWithSystemd(file: string, contents: string): Record<string, string> | undefined {
  if (!existsSync(environmentGenerator)) return undefined;
  const home = mkdtempSync(path.join(tmpdir(), 'club-environment-d-'));
  try {
    const generate = () => {
      const result = spawnSync(environmentGenerator, [], {
        env: { XDG_CONFIG_HOME: home, PATH: '/usr/bin:/bin', NODE_ENV: 'test' },
        encoding: 'utf8',
      });
      if (result.status !== 0) throw new Error(`${environmentGenerator}: ${result.stderr}`);
      return Object.fromEntries(
        result.stdout
          .split('\n')
          .filter(Boolean)
          .map((line) => [line.slice(0, line.indexOf('=')), unquote(line.slice(line.indexOf('=') + 1))]),
      );
    };
    const system = generate();
    mkdirSync(path.join(home, 'environment.d'));
    writeFileSync(
      path.join(home, 'environment.d', path.basename(file).replace(/(\.conf)?$/, '.conf')),
      contents,
    );
    return subtract(generate(), system);
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

/** The generator prints a value that needs it in double quotes with C escapes. */
function unquote(printed: string): string {
  if (!printed.startsWith('"')) return printed;
  const escapes: Record<string, string> = { t: '\t', n: '\n', r: '\r' };
  return printed.slice(1, -1).replace(/\\(.)/g, (_, c: string) => escapes[c] ?? c);
}

function subtract(all: Record<string, string>, base: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(all).filter(([name, value]) => base[name] !== value));
}
