/**
 * A query's `in` list in parts the databases take: SQLite binds at most 32,766 values a
 * statement and PostgreSQL 65,535, and a list of a whole import or export can be longer.
 */
export function inParts<T>(items: T[], size = 500): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, part) =>
    items.slice(part * size, (part + 1) * size),
  );
}
