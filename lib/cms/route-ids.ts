import {
  NotFound,
  type CollectionSlug,
  type Endpoint,
  type PayloadHandler,
  type PayloadRequest,
  type SanitizedConfig,
} from 'payload';

/**
 * The largest id either database hands out: PostgreSQL numbers rows with `serial`
 * (a 32-bit integer, which refuses anything larger with an error); a club's SQLite
 * stays far below it.
 */
const largestId = 2 ** 31 - 1;

/** An id as the databases write it: digits without a leading zero, sign, point or exponent. */
export function isWellFormedId(id: string): boolean {
  return /^[1-9]\d{0,9}$/.test(id) && Number(id) <= largestId;
}

/** Payload's own rule (getRequestCollectionWithID): ids are numbers unless a collection declares text ids. */
function idsAreNumbers(req: PayloadRequest): boolean {
  const slug = req.routeParams?.collection;
  const custom =
    typeof slug === 'string' ? req.payload.collections[slug as CollectionSlug]?.customIDType : undefined;
  return req.payload.db.defaultIDType === 'number' && custom !== 'text';
}

// Payload's e-mail verification route, whose `:id` is the token of a verification mail.
const verifyPath = '/verify/:id';

/**
 * A REST address with an id Payload cannot look up (`/api/news/abc`, `/1.5`,
 * `/99999999999999999999`) reached the database as NaN, a fraction or a number out of the
 * column's range and came back as a 500; a collection without e-mail verification
 * (`/api/users/verify/abc`) queried a column it does not have. Both are the client's
 * mistake and are answered as what they are: no such document, 404. So is the version
 * history of a collection or global that keeps none (`/api/globals/ticketing/versions`
 * queried tables that do not exist: a 500).
 */
function checked(endpoint: Endpoint, verifies: boolean, versioned: boolean): Endpoint {
  const { handler } = endpoint;
  const guarded: PayloadHandler = (req) => {
    const id = req.routeParams?.id;
    if (!versioned && endpoint.path.startsWith('/versions')) throw new NotFound(req.t);
    if (endpoint.path === verifyPath) {
      if (!verifies) throw new NotFound(req.t);
    } else if (typeof id === 'string' && idsAreNumbers(req) && !isWellFormedId(id)) {
      throw new NotFound(req.t);
    }
    return handler(req);
  };
  return { ...endpoint, handler: guarded };
}

const guardedConfigs = new WeakSet<SanitizedConfig>();

/**
 * Puts the id check in front of every REST endpoint of every collection and global,
 * Payload's own and the site's, once the config is sanitized (Payload adds its default
 * endpoints then). The endpoints are copied: Payload shares one set of default
 * endpoint objects between all collections.
 */
export function checkRouteIds(config: SanitizedConfig): SanitizedConfig {
  if (guardedConfigs.has(config)) return config;
  guardedConfigs.add(config);
  for (const collection of config.collections) {
    if (!collection.endpoints) continue;
    const verifies = Boolean(collection.auth?.verify);
    const versioned = Boolean(collection.versions);
    collection.endpoints = collection.endpoints.map((endpoint) => checked(endpoint, verifies, versioned));
  }
  for (const global of config.globals) {
    if (!global.endpoints) continue;
    const versioned = Boolean(global.versions);
    global.endpoints = global.endpoints.map((endpoint) => checked(endpoint, false, versioned));
  }
  return config;
}
