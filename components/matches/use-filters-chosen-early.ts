import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { MatchFilters } from '@/lib/domain/matches/filters';
import { matchFiltersQuery, withMatchFilter } from '@/lib/domain/matches/query';

const sameQuery = (a: MatchFilters, b: MatchFilters) =>
  new URLSearchParams(matchFiltersQuery(a)).toString() ===
  new URLSearchParams(matchFiltersQuery(b)).toString();

/**
 * A filter a visitor chose while the page was still the server's HTML (its script not yet run):
 * the selects follow the URL's filters, so the render after hydration would put them back, and
 * the "Apply" button the choice was waiting for is gone by then. Read in the hydrating commit,
 * before that render; `follow` gets the chosen filters, and the select that changed, once mounted.
 */
export function useFiltersChosenEarly(
  form: RefObject<HTMLFormElement | null>,
  filters: MatchFilters,
  follow: (chosen: MatchFilters, control: HTMLSelectElement) => void,
): void {
  const early = useRef<{ chosen: MatchFilters; control: HTMLSelectElement } | null>(null);
  useLayoutEffect(() => {
    let chosen = filters;
    let control: HTMLSelectElement | undefined;
    for (const select of form.current?.querySelectorAll('select') ?? []) {
      const next = withMatchFilter(chosen, select.name, select.value);
      if (sameQuery(next, chosen)) continue;
      chosen = next;
      control = select;
    }
    if (control) early.current = { chosen, control };
    // Once, at hydration: later changes go through the selects' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const followEarly = useRef(follow);
  useEffect(() => {
    if (early.current) followEarly.current(early.current.chosen, early.current.control);
  }, []);
}
