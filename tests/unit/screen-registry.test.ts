import { describe, expect, it } from 'vitest';
import { newsKinds } from '@/lib/domain/news/kinds';
import {
  menuScreens,
  newsPathnameByKind,
  pageKeys,
  routeNames,
  screens,
  screenOfPageKey,
  type MenuGroup,
  type ScreenEntry,
} from '@/lib/domain/screens/registry';

const entries = Object.entries(screens) as [string, ScreenEntry][];

describe('the screen registry', () => {
  it('gives each screen its own internal pathname', () => {
    const paths = Object.values(routeNames);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('names a titled screen as every parent', () => {
    for (const [name, screen] of entries) {
      if (screen.parent) expect(screens, name).toHaveProperty([screen.parent, 'title']);
    }
  });

  it('shows each page key on exactly one screen', () => {
    const shown = entries.flatMap(([, screen]) => (screen.page ? [screen.page] : []));
    expect([...shown].sort()).toEqual([...pageKeys].sort());
    expect(Object.keys(screenOfPageKey).sort()).toEqual([...pageKeys].sort());
  });

  it('has a detail screen for each news kind', () => {
    expect(Object.keys(newsPathnameByKind).sort()).toEqual([...newsKinds].sort());
  });

  it('places each screen at a distinct position of a menu, with a label outside the about tiles', () => {
    const groups = new Set(entries.flatMap(([, screen]) => (screen.menu ?? []).map((place) => place.in)));
    for (const group of groups as Set<MenuGroup>) {
      const positions = entries.flatMap(([, screen]) =>
        (screen.menu ?? []).filter((place) => place.in === group).map((place) => place.at),
      );
      expect(new Set(positions).size, group).toBe(positions.length);
      if (group !== 'about')
        expect(
          menuScreens(group).every((item) => item.label),
          group,
        ).toBe(true);
    }
  });
});
