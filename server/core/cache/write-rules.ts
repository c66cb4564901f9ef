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

/** Writes that can change what buyers see: complexes and their structure, units, bookings, offers, payments. */
const CATALOG_WRITES = [
  '/api/backoffice/',
  '/api/bookings',
  '/api/moderation/',
  '/api/user/offers',
  '/api/user/payment',
  '/api/payments/',
];

/** Writes that can change the caller's own user row (logout, terms, profile, email, payments, joining a builder). */
const SELF_WRITES = ['/api/user/', '/api/email/', '/api/backoffice/join'];

const idParam = (value: unknown): number | null => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

export function countersMovedBy(write: WriteInfo): string[] {
  if (write.method === 'GET' || write.method === 'HEAD' || READS.has(write.url)) return [];
  const names: string[] = [];
  if (CATALOG_WRITES.some((prefix) => write.url.startsWith(prefix))) {
    names.push(CATALOG);
    const objectId = write.url.startsWith('/api/backoffice/objects/:id') ? idParam(write.params.id) : null;
    names.push(objectId !== null ? objectVersion(objectId) : ALL_OBJECTS);
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
