// The chessboard widget on a builder's site (decision 027): its layout filter, which units count as free and
// match it, and the sites allowed to frame it. Zod-free: the widget's bundle reads it.
import { isOnSale, Layout, type TCellStatus, type TLayout } from './enums.ts';

/** The widget's layout chips. The enum knows no four-room unit: «4к+» takes what is larger than 3к. */
export const EMBED_ROOMS = {
  studio: { label: 'Ст', layouts: [Layout.studio] },
  one: { label: '1к', layouts: [Layout.one] },
  two: { label: '2к', layouts: [Layout.two] },
  three: { label: '3к', layouts: [Layout.three] },
  four: { label: '4к+', layouts: [Layout.penthouse, Layout.all] },
} as const satisfies Record<string, { label: string; layouts: readonly TLayout[] }>;
export type TEmbedRoom = keyof typeof EMBED_ROOMS;
export const EMBED_ROOM_KEYS = Object.keys(EMBED_ROOMS) as TEmbedRoom[];

export interface EmbedFilter {
  rooms: readonly TEmbedRoom[];
  /** Roubles; null: no bound. */
  priceFrom: number | null;
  priceTo: number | null;
}
export const EMPTY_EMBED_FILTER: EmbedFilter = { rooms: [], priceFrom: null, priceTo: null };

export interface EmbedUnitFacts {
  status: TCellStatus;
  cntApart: TLayout | null;
  price: number | null;
}

/** On sale: a buyer may leave a request for it. */
export const isFreeUnit = (unit: Pick<EmbedUnitFacts, 'status'>) => isOnSale(unit.status);

/** A free unit the filter keeps (a unit without a price drops out once a price bound is set). */
export function matchesEmbedFilter(unit: EmbedUnitFacts, filter: EmbedFilter): boolean {
  if (!isFreeUnit(unit)) return false;
  if (filter.rooms.length > 0) {
    const layouts: readonly TLayout[] = filter.rooms.flatMap((room) => EMBED_ROOMS[room].layouts);
    if (unit.cntApart === null || !layouts.includes(unit.cntApart)) return false;
  }
  if (filter.priceFrom !== null && (unit.price === null || unit.price < filter.priceFrom)) return false;
  if (filter.priceTo !== null && (unit.price === null || unit.price > filter.priceTo)) return false;
  return true;
}

export const EMBED_LIMITS = {
  /** Sites per complex. */
  origins: 10,
  originLength: 200,
  /** Requests from one address, and to one complex, per window. */
  requestsPerIp: 5,
  requestsPerObject: 30,
  /**
   * Past requestsPerObject the complex is flooded: each address then has one request per window, and only this
   * many in all close the form, far above what a complex's real buyers send in ten minutes.
   */
  requestsPerObjectFlooded: 150,
  windowSeconds: 10 * 60,
} as const;

/**
 * A site as the back-office takes it: https://host[:port], or http on 127.0.0.1 or localhost (development and
 * tests). Answers the origin as browsers write it (lower case, no default port, no path), or null.
 */
export function normalizeOrigin(input: string): string | null {
  const text = input.trim();
  if (!/^https?:\/\//i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== ''))
    return null;
  const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  if (url.protocol === 'http:' && !(local && url.port)) return null;
  // A CSP source must be a plain host: no wildcards or IPv6 brackets from a typed value.
  if (!/^[a-z0-9.-]+$/.test(url.hostname) || (!url.hostname.includes('.') && !local)) return null;
  return url.origin;
}
