/**
 * What an import may change on a match it made before, field by field. The match keeps the
 * values of the last import beside its own (`last`): a field whose value still is the last
 * imported one follows the league; one that differs was changed by hand since, and is kept.
 * If the league then brings another value for it, that is a conflict the report shows, and
 * `last` keeps the earlier value so every later import shows it again until an editor settles
 * it (by setting the league's value, or by leaving theirs and reading past it).
 */
export type ImportedValues = Record<string, string | number | boolean | null>;

export type Reconciled<Values extends ImportedValues> = {
  /** The fields to write, with the league's value. */
  changes: Partial<Values>;
  /** Fields changed by hand whose league value moved on: kept as they are. */
  conflicts: (keyof Values & string)[];
  /** What to keep as the last imported values. */
  imported: Values;
};

export function reconcile<Values extends ImportedValues>(
  current: Values,
  last: Values | null,
  feed: Values,
): Reconciled<Values> {
  const changes: Partial<Values> = {};
  const conflicts: (keyof Values & string)[] = [];
  const imported = { ...feed };
  for (const field of Object.keys(feed) as (keyof Values & string)[]) {
    if (current[field] === feed[field]) continue;
    const handEdited = last !== null && current[field] !== last[field];
    if (!handEdited) {
      changes[field] = feed[field];
    } else if (last[field] !== feed[field]) {
      conflicts.push(field);
      imported[field] = last[field];
    } else {
      imported[field] = last[field];
    }
  }
  return { changes, conflicts, imported };
}

export function sameValues(a: ImportedValues | null, b: ImportedValues): boolean {
  return a !== null && Object.keys(b).every((field) => a[field] === b[field]);
}
