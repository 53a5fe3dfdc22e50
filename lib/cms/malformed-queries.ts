import { APIError, type DatabaseAdapterObj } from 'payload';

/**
 * A query whose values the database cannot take is the client's mistake, answered 400
 * and logged as information: `?where[kickoff][greater_than]=notadate`, an id of `1e400`
 * or `a`, an object where a value belongs, an operator the database has no use for (`near`
 * without a point field). Payload checks a query's paths and access but passes its values
 * to the database as sent, and on any collection, global or version history such a query
 * was a 500 with the SQL in an error-level log line, for any visitor.
 *
 * Recognised by what the drivers say of a value (never by a broad error class): a
 * bug of ours still fails as a 500.
 */
export function refusingMalformedQueries(adapterObj: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = adapterObj.init(args);
      for (const name of queryingMethods) {
        const query = adapter[name] as (...args: unknown[]) => Promise<unknown>;
        Object.assign(adapter, {
          [name]: async (...queryArgs: unknown[]) => {
            try {
              return await query.apply(adapter, queryArgs);
            } catch (error) {
              if (isMalformedValue(error)) throw malformedQuery();
              throw error;
            }
          },
        });
      }
      return adapter;
    },
  };
}

/**
 * Named as Payload's own refusal of a query (a path that cannot be queried), whose log
 * level the config sets to information (payload.config.ts `loggingLevels`).
 */
function malformedQuery(): APIError {
  const error = new APIError('The query is not valid.', 400, null, true);
  error.name = 'QueryError';
  return error;
}

/** The adapter's methods that take a `where`. */
const queryingMethods = [
  'count',
  'countGlobalVersions',
  'countVersions',
  'deleteMany',
  'deleteOne',
  'deleteVersions',
  'find',
  'findDistinct',
  'findGlobal',
  'findGlobalVersions',
  'findOne',
  'findVersions',
  'queryDrafts',
  'updateGlobalVersion',
  'updateMany',
  'updateOne',
  'updateVersion',
] as const;

/** libSQL's refusals of a bound value, and PostgreSQL's data exceptions for one (SQLSTATE class 22). */
const sqliteValueRefusals = [
  'cannot be passed as argument to the database',
  'Only finite numbers (not Infinity or NaN) can be passed as arguments',
  'SQLite3 can only bind',
];
const postgresValueCodes = new Set(['22P02', '22007', '22008', '22003', '22023']);

function isMalformedValue(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 4; depth++) {
    const { message, code } = cause as { message?: unknown; code?: unknown };
    if (typeof message === 'string') {
      if (sqliteValueRefusals.some((refusal) => message.includes(refusal))) return true;
      // Drizzle's adapters have no function for an operator they do not support.
      if (message.includes('adapter.operators[queryOperator] is not a function')) return true;
    }
    if (typeof code === 'string' && postgresValueCodes.has(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
