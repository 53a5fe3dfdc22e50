import { useEffect, useRef, type RefObject } from 'react';

/**
 * For a field left to its own value (uncontrolled: `defaultValue`, not `value`): `onValue` is
 * told once, after hydration, what the field holds, so a visitor's typing or choice made while
 * the page was still the server's HTML counts. A controlled field's state replaced it with its
 * own when the page's script took over: the text was gone and the page acted on the old value.
 */
export function useValueTypedEarly<Field extends HTMLInputElement | HTMLSelectElement>(
  onValue: (value: string) => void,
): RefObject<Field | null> {
  const field = useRef<Field>(null);
  const adopt = useRef(onValue);
  useEffect(() => {
    if (field.current) adopt.current(field.current.value);
  }, []);
  return field;
}
