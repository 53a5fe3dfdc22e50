import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

type Messages = { [key: string]: string | Messages };

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
  }
  return entries;
}

/**
 * The ICU arguments at the top level of a message; plural branches like `{day}` are text, and
 * so is a quoted brace (`'{club}'`: an apostrophe before a brace or a tag quotes up to the next one).
 */
function argumentsOf(message: string): string[] {
  const names: string[] = [];
  let depth = 0;
  for (let index = 0; index < message.length; index++) {
    if (message[index] === "'" && /[{}<>]/.test(message[index + 1] ?? '')) {
      index = message.indexOf("'", index + 1);
      if (index < 0) break;
    } else if (message[index] === '{') {
      if (depth === 0) names.push(/^\{(\w+)/.exec(message.slice(index))?.[1] ?? '');
      depth++;
    } else if (message[index] === '}') depth--;
  }
  return names;
}

const catalogs = { en: flatten(en), nl: flatten(nl), fr: flatten(fr) };

describe('message catalogs', () => {
  it.each(['nl', 'fr'] as const)('%s has exactly the English keys', (locale) => {
    expect([...catalogs[locale].keys()].sort()).toEqual([...catalogs.en.keys()].sort());
  });

  it.each(Object.entries(catalogs))('%s has no empty message', (_locale, catalog) => {
    const empty = [...catalog].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(['nl', 'fr'] as const)('%s uses the same placeholders as English', (locale) => {
    const placeholders = (text: string) => argumentsOf(text).sort();
    for (const [key, text] of catalogs.en) {
      expect(placeholders(catalogs[locale].get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('carries the SPEC wording of the 404 page and empty states in English', () => {
    expect(catalogs.en.get('NotFound.title')).toBe("It's out!");
    expect(catalogs.en.get('NotFound.help')).toBe('This page may not exist. Looking for something else?');
    expect(catalogs.en.get('NotFound.metaTitle')).toBe('Page Not Found');
    expect(catalogs.en.get('Empty.noUpcomingMatches')).toBe('There are no upcoming matches');
  });
});
