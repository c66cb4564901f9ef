// Page 1 of search, the count and the whole-city map through the cache: the answer is computed once per catalog
// version, filter and viewer class, and the viewer's own part is laid over it: their favourites, and for an owner
// the complexes only they see (own-complexes.ts). Every viewer takes this path.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TMapClusterRequest, TSearchFilter } from '#shared/schemas/filter.ts';
import type { TListItem } from '#shared/schemas/offer.ts';
import { filterKey } from '../../core/cache/filter-key.ts';
import { userVersion } from '../../core/cache/names.ts';
import { withFence } from '../../db/read-routing-install.ts';
import { MSGPACK } from '../../plugins/msgpack.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { mapCluster } from './map-cluster.ts';
import { countResults, search } from './search.ts';
import { heartsOnText, viewerFavorites } from './viewer-favorites.ts';
import { countWithOwnComplexes, overlays, withOwnComplexes } from './own-complexes.ts';
import {
  PUBLIC_TTL_MS,
  catalogVersion,
  searchViewer,
  timeSlot,
  standIn,
  type SearchViewer,
} from './viewer-class.ts';

/** Zoomed out this far the map shows a whole city or more: the views many buyers share. */
export const CITY_ZOOM = 12;

type SearchAnswer = Awaited<ReturnType<typeof search>>;

/** Requests a hit may answer with the text the serializer once wrote: those asking for JSON. */
const takesText = (request: FastifyRequest) => !request.headers.accept?.includes(MSGPACK);

/** The key a missed request's answer is stored under once serialized (storeServedText). */
const pendingText = new WeakMap<FastifyRequest, string>();

/**
 * Stores the serialized answer of a request that missed the text cache: the serializer's output, so fields the
 * response schema does not declare are already stripped. Register in the plugin of the routes that use it.
 */
export function storeServedText(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const key = pendingText.get(request);
    if (key !== undefined && reply.statusCode === 200 && typeof payload === 'string') {
      await app.cache.set(key, payload, PUBLIC_TTL_MS);
    }
    return payload;
  });
}

/**
 * A shared answer the viewer gets unchanged, sent as its stored text so a hit costs no serialization; false when
 * there is none yet (the answer this request sends is stored) or the request asks for MessagePack.
 */
async function sentAsText(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string | null,
): Promise<boolean> {
  if (key === null || !takesText(request)) return false;
  const text = await app.cache.get<string>(`text:${key}`);
  if (text === undefined) {
    pendingText.set(request, `text:${key}`);
    return false;
  }
  void reply.type('application/json; charset=utf-8').send(text);
  return true;
}

/** The cached answer for the viewer's class, its key, and what the viewer has of their own to lay over it. */
async function throughCache<T>(
  app: FastifyInstance,
  viewer: UserRow | null,
  name: string,
  filter: unknown,
  compute: (viewer: UserRow | null) => Promise<T>,
): Promise<{ value: T; key: string; own: SearchViewer }> {
  const version = await catalogVersion(app);
  const own = await searchViewer(app, viewer, version);
  const key = `${name}:${version}:${timeSlot(app)}:${own.cls}:${filterKey(filter)}`;
  const cached = await app.cache.get<T>(key);
  if (cached !== undefined) return { value: cached, key, own };
  // Read where the change that moved the counters is seen (decision 050).
  const fresh = await withFence(app, () => compute(standIn(own.cls)));
  await app.cache.set(key, fresh, PUBLIC_TTL_MS);
  return { value: fresh, key, own };
}

/** The viewer's favourite flags on shared cards; the shared answer itself is never changed. */
export async function withFavorites<T extends TListItem>(
  app: FastifyInstance,
  viewer: UserRow | null,
  cards: T[],
): Promise<T[]> {
  if (!viewer || cards.length === 0) return cards;
  const { realty, offers } = await viewerFavorites(app, viewer);
  if (!cards.some((c) => (c.isOffer ? offers : realty).has(c.id))) return cards;
  return cards.map((c) => ((c.isOffer ? offers : realty).has(c.id) ? { ...c, isFavorite: true } : c));
}

/**
 * An owner's overlay of a shared answer (own-complexes.ts), kept under the shared answer's key, the owner and their
 * counter: a catalog write (their complexes', every publishing) moves the key, a change of theirs (favourites on the
 * cards of their hidden complexes, role) the counter, so the statement over their few ids runs once per change
 * instead of on every request. `shared` when the overlay changes nothing; `key` is where it is kept.
 */
async function perOwner<T>(
  app: FastifyInstance,
  viewer: UserRow,
  name: string,
  key: string,
  shared: T,
  compute: () => Promise<T>,
): Promise<{ value: T; key: string }> {
  const [version] = await app.cache.versions([userVersion(viewer.id)]);
  const ownKey = `own-${name}:${viewer.id}:${version}:${key}`;
  // null: the same as the shared answer (kept apart, so a hit still finds the shared text).
  const known = await app.cache.get<{ value: T | null }>(ownKey);
  if (known !== undefined) return { value: known.value ?? shared, key: ownKey };
  const value = await compute();
  await app.cache.set(ownKey, { value: value === shared ? null : value }, PUBLIC_TTL_MS);
  return { value, key: ownKey };
}

/**
 * Page 1 before the viewer's favourites: the shared answer, and the page with an owner's hidden complexes; `key` is
 * where the page this viewer gets is kept (the shared key, or the owner's).
 */
async function pageOneParts(app: FastifyInstance, viewer: UserRow | null, filter: TSearchFilter) {
  const compute = (as: UserRow | null) =>
    search({ db: app.readDb, storage: app.storage }, filter, as, app.clock.now(), 1);
  const { value: shared, key: sharedKey, own } = await throughCache(app, viewer, 'search', filter, compute);
  if (!viewer || !overlays(filter, own.ownHidden)) return { shared, page: shared, key: sharedKey };
  // An owner's hidden complexes are read on the primary: they are what the owner has just been writing.
  const { value: page, key } = await perOwner(app, viewer, 'search', sharedKey, shared, () =>
    withOwnComplexes(
      { db: app.db, storage: app.storage },
      viewer,
      filter,
      shared,
      own.ownHidden,
      app.clock.now(),
    ),
  );
  return { shared, page, key: page === shared ? sharedKey : key };
}

/**
 * Page 1 for this viewer: the shared answer with the viewer's own complexes and favourites laid over it; key null
 * unless it is the shared answer itself (its stored text may then be sent). The first paint of /feed reads it too.
 */
export async function searchPageOne(
  app: FastifyInstance,
  viewer: UserRow | null,
  filter: TSearchFilter,
): Promise<{ answer: SearchAnswer; key: string | null }> {
  const { shared, page, key } = await pageOneParts(app, viewer, filter);
  const data = await withFavorites(app, viewer, page.data);
  return data === shared.data ? { answer: shared, key } : { answer: { ...page, data }, key: null };
}

/**
 * A page's text as the route's serializer writes it (undeclared fields stripped), written once per key by whoever
 * asks first, a viewer with hearts included: the shared page, or an owner's with their hidden complexes.
 */
async function storedText(
  reply: FastifyReply,
  cache: FastifyInstance['cache'],
  page: SearchAnswer,
  key: string,
) {
  const known = await cache.get<string>(`text:${key}`);
  if (known !== undefined) return known;
  // The routes' serializers write JSON text (core/serializer.ts).
  const text = reply.serialize(page) as string;
  await cache.set(`text:${key}`, text, PUBLIC_TTL_MS);
  return text;
}

/**
 * A page's stored text with the viewer's hearts set in it (viewer-favorites.ts heartsOnText): a hit costs no
 * serialization whether or not the viewer has favourites on the page. Undefined when the text is not a page of
 * cards as expected.
 */
async function heartedText(
  app: FastifyInstance,
  viewer: UserRow | null,
  page: SearchAnswer,
  text: string,
): Promise<string | undefined> {
  if (!viewer || page.data.length === 0) return text;
  const own = await viewerFavorites(app, viewer);
  if (!page.data.some((c) => (c.isOffer ? own.offers : own.realty).has(c.id))) return text;
  return heartsOnText(text, page.data.length, own) ?? undefined;
}

export async function cachedSearch(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  filter: TSearchFilter,
  page: number,
): Promise<SearchAnswer | FastifyReply> {
  if (page !== 1)
    return search({ db: app.readDb, storage: app.storage }, filter, request.user, app.clock.now(), page);
  const viewer = request.user;
  const { page: own, key } = await pageOneParts(app, viewer, filter);
  // The shared page or an owner's, as stored text: an owner with hidden complexes costs no serialization either.
  if (takesText(request)) {
    const text = await heartedText(app, viewer, own, await storedText(reply, app.cache, own, key));
    if (text !== undefined) return reply.type('application/json; charset=utf-8').send(text);
  }
  const data = await withFavorites(app, viewer, own.data);
  return data === own.data ? own : { ...own, data };
}

export async function cachedCount(app: FastifyInstance, request: FastifyRequest, filter: TSearchFilter) {
  const now = app.clock.now();
  const viewer = request.user;
  const { value, key, own } = await throughCache(app, viewer, 'count', filter, (as) =>
    countResults(app.readDb, filter, as, now),
  );
  if (!viewer || !overlays(filter, own.ownHidden)) return value;
  const counted = await perOwner(app, viewer, 'count', key, value, () =>
    countWithOwnComplexes({ db: app.db, storage: app.storage }, viewer, filter, value, own.ownHidden, now),
  );
  return counted.value;
}

export async function cachedMap(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  filter: TMapClusterRequest,
  page: number,
) {
  const now = app.clock.now();
  const compute = (viewer: UserRow | null) => mapCluster(app.readDb, filter, viewer, now, page);
  if (page !== 1 || filter.zoom > CITY_ZOOM) return compute(request.user);
  // The map's clusters cannot take an owner's few hidden complexes in after the fact: an owner with any is served
  // alone, as before (their whole-city map only; search and count are laid over).
  const version = await catalogVersion(app);
  if (request.user && (await searchViewer(app, request.user, version)).ownHidden.length > 0) {
    return compute(request.user);
  }
  const { value, key } = await throughCache(app, request.user, 'map', filter, compute);
  return (await sentAsText(app, request, reply, key)) ? reply : value;
}
