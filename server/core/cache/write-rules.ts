// Which counters a successful write moves on, read from the route it went through. Kept as one table on purpose:
// a new write route under these prefixes invalidates without anyone remembering to; routes may add more by hand.
import { ALL_OBJECTS, CATALOG, objectVersion, userVersion } from './names.ts';

export interface WriteInfo {
  method: string;
  /** The route's pattern, e.g. '/api/backoffice/objects/:id/news'. */
  url: string;
  params: Record<string, unknown>;
  userId: number | null;
}

/** Reads sent as POST (a filter in the body): they change nothing. */
const READS = new Set([
  '/api/search',
  '/api/search/count',
  '/api/search/autocomplete',
  '/api/map/cluster',
  '/api/objects/:id',
  '/api/objects/:id/chess/:sectionId',
]);

/** A request that changes nothing: GET and HEAD, and the reads sent as POST (a filter in the body). */
export const isReadOnly = (method: string, url: string): boolean =>
  method === 'GET' || method === 'HEAD' || READS.has(url);

/** Writes that change nothing a cache holds: a booking queue's places (the agents' boards read them afresh). */
const UNCACHED_WRITES = new Set(['/api/bookings/:cellId/queue', '/api/backoffice/queues/:id']);

/** Writes that can change what buyers see: complexes and their structure, units, bookings, offers, payments. */
const CATALOG_WRITES = [
  '/api/backoffice/',
  '/api/mortgage/',
  '/api/bookings',
  '/api/moderation/',
  '/api/user/offers',
  '/api/user/payment',
  '/api/payments/',
  // A company's name and logo show on its complexes' pages («Застройщик»).
  '/api/companies/',
];

/** Writes that can change the caller's own user row (logout, terms, profile, email, payments, joining a builder). */
const SELF_WRITES = ['/api/user/', '/api/email/', '/api/backoffice/join'];

/** A part of a complex a route names, whose complex a cheap lookup finds (complex-of.ts). */
export type Part = 'pavilion' | 'section' | 'row' | 'col' | 'cell' | 'booking' | 'offer';

export interface PartRef {
  part: Part;
  id: number;
}

/** Routes addressed by a part of a complex: which path parameter names the part. */
const PART_ROUTES: [prefix: string, part: Part, param: string][] = [
  ['/api/backoffice/pavilions/:pid/', 'pavilion', 'pid'],
  ['/api/backoffice/sections/:id/', 'section', 'id'],
  ['/api/backoffice/rows/:id', 'row', 'id'],
  ['/api/backoffice/cols/:id', 'col', 'id'],
  ['/api/backoffice/cells/:id', 'cell', 'id'],
  ['/api/backoffice/bookings/:id', 'booking', 'id'],
  ['/api/bookings/:id/', 'booking', 'id'],
  ['/api/moderation/offers/:id/', 'offer', 'id'],
  ['/api/user/offers/:id', 'offer', 'id'],
];

/** The part a write names, when its complex can be looked up instead of moving every complex's counter. */
export function partOf(write: WriteInfo & { body?: unknown }): PartRef | null {
  if (write.method === 'GET' || write.method === 'HEAD') return null;
  // A hold names its unit in the body.
  if (write.url === '/api/bookings') {
    const cellId = idParam((write.body as { cellId?: unknown } | null | undefined)?.cellId);
    return cellId === null ? null : { part: 'cell', id: cellId };
  }
  const found = PART_ROUTES.find(([prefix]) => write.url.startsWith(prefix));
  if (!found) return null;
  const [, part, param] = found;
  const id = idParam(write.params[param]);
  return id === null ? null : { part, id };
}

const idParam = (value: unknown): number | null => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * The counters a successful write moves on. `complexes`: those found for the part it names (partOf), looked up
 * before and after the write (a deleted part, an offer moved to another complex); null when it names none.
 */
export function countersMovedBy(write: WriteInfo, complexes: readonly number[] | null = null): string[] {
  if (isReadOnly(write.method, write.url)) return [];
  if (UNCACHED_WRITES.has(write.url)) return [];
  const names: string[] = [];
  if (CATALOG_WRITES.some((prefix) => write.url.startsWith(prefix))) {
    names.push(CATALOG);
    const objectId = /^\/api\/backoffice\/(feeds\/)?objects\/:id/.test(write.url)
      ? idParam(write.params.id)
      : null;
    if (objectId !== null) names.push(objectVersion(objectId));
    else if (complexes !== null) names.push(...complexes.map(objectVersion));
    else names.push(ALL_OBJECTS);
  }
  // A moderator's ban or role change acts on the user named in the path.
  if (write.url === '/api/moderation/users/:id') {
    const target = idParam(write.params.id);
    if (target !== null) names.push(userVersion(target));
  }
  if (write.userId !== null && SELF_WRITES.some((prefix) => write.url.startsWith(prefix))) {
    names.push(userVersion(write.userId));
  }
  return names;
}
