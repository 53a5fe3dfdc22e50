import {
  AuthenticationError,
  type CollectionSlug,
  type DatabaseAdapterObj,
  type FindOneArgs,
  type TypeWithID,
} from 'payload';
import { advisoryLocks, lockUntilTransactionEnds } from './advisory-locks';

/**
 * Every sign-in keeps its session, whatever else signs in or out of the same account at the
 * same moment. Payload (3.90) records a sign-in by writing back the whole account as it read it
 * before checking the password (`addSessionToUser`): two sign-ins of one account within that
 * check (a shared match-day account, one person on a laptop and a phone, the admin tests)
 * each wrote its own list of sessions, the last one won, and the other got a token that
 * signs nobody in, silently. The stale copy also carried the account's roles and password
 * hash: a sign-in in flight undid a role or a password an admin had just changed.
 * Upstream: payloadcms/payload#18132, #16027.
 *
 * So a write Payload marks as touching the sessions only (`updatedAt: null`: sign-in, refresh,
 * sign-out) writes the sessions alone, merged under the account's lock with what the database
 * holds now: the sessions this caller added or renewed, without the ones it removed, and
 * everyone else's as they are. A sign-in checked against a password that has since changed
 * gets no session. Other writes of an account (an admin's edit, a password change that signs
 * out every other session) are left as Payload makes them.
 */
export function keepingSessionsWhole(adapterObj: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = adapterObj.init(args);
      const findOne = adapter.findOne.bind(adapter);
      const updateOne = adapter.updateOne.bind(adapter);
      const usesSessions = (collection: string) =>
        Boolean(adapter.payload.collections[collection as CollectionSlug]?.config.auth?.useSessions);
      // What each request last read of an account's sessions: the base its write is measured from.
      const readSessions = new WeakMap<object, Map<string, Set<string>>>();

      adapter.findOne = (async (findArgs: FindOneArgs) => {
        const doc = await findOne<TypeWithID & { sessions?: Session[] }>(findArgs);
        const { req, collection } = findArgs;
        if (req && doc && usesSessions(collection) && Array.isArray(doc.sessions)) {
          const byAccount = readSessions.get(req) ?? new Map<string, Set<string>>();
          byAccount.set(String(doc.id), new Set(doc.sessions.map((session) => session.id)));
          readSessions.set(req, byAccount);
        }
        return doc;
      }) as typeof adapter.findOne;

      adapter.updateOne = async (updateArgs) => {
        const { collection, data, req } = updateArgs;
        const id = 'id' in updateArgs ? updateArgs.id : undefined;
        const base = req && id !== undefined ? readSessions.get(req)?.get(String(id)) : undefined;
        if (!base || !usesSessions(collection) || data?.updatedAt !== null || !Array.isArray(data.sessions)) {
          return updateOne(updateArgs);
        }
        // Payload's session writes each run in a transaction; one outside any is merged unlocked.
        const transaction = req ? await req.transactionID : undefined;
        if (transaction) {
          await lockUntilTransactionEnds(adapter, transaction, advisoryLocks.accountSessions, id!);
        }
        const stored = (await findOne({
          collection,
          req,
          where: { id: { equals: id } },
          select: { sessions: true, hash: true },
        })) as { sessions?: Session[]; hash?: string } | null;
        const wanted = data.sessions as Session[];
        const added = wanted.some((session) => !base.has(session.id));
        if (added && typeof data.hash === 'string' && stored?.hash !== data.hash) {
          // Signed in with a password that is no longer the account's. Named as a string: the
          // minifier empties a class's name, and the answer would lose its message (errors.ts).
          const refusal = new AuthenticationError(req?.t);
          refusal.name = 'AuthenticationError';
          throw refusal;
        }
        const sessions = mergedSessions(base, wanted, stored?.sessions ?? []);
        return updateOne({ ...updateArgs, data: { sessions, updatedAt: null } });
      };
      return adapter;
    },
  };
}

export type Session = { id: string; createdAt?: Date | string; expiresAt: Date | string };

/**
 * The account's sessions after a write that read `base` and wants `wanted`, the database now
 * holding `current`: what the writer removed is gone, what it added or renewed is its version,
 * what another added meanwhile stays and what another removed meanwhile stays removed.
 * Expired sessions go, as Payload drops them on every sign-in.
 */
export function mergedSessions(base: Set<string>, wanted: Session[], current: Session[]): Session[] {
  const wantedById = new Map(wanted.map((session) => [session.id, session]));
  const currentIds = new Set(current.map((session) => session.id));
  const kept = current
    .filter((session) => wantedById.has(session.id) || !base.has(session.id))
    .map((session) => wantedById.get(session.id) ?? session);
  const added = wanted.filter((session) => !currentIds.has(session.id) && !base.has(session.id));
  const now = Date.now();
  return [...kept, ...added].filter((session) => new Date(session.expiresAt).getTime() > now);
}
