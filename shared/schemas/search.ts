// Requests and answers of discovery: search, count, autocomplete, the map cluster. The filter is in filter.ts.
import { z } from 'zod';
import { ZPaged } from './common.ts';
import { ZObjectCard } from './object.ts';
import { ZOfferCard } from './offer.ts';
import { ZBounds } from './filter.ts';

/** POST /api/search?page: complexes for market 1 (the default), resale offers for market 2. */
export const ZSearchResponse = ZPaged(z.union([ZObjectCard, ZOfferCard]));
export type TSearchResponse = z.infer<typeof ZSearchResponse>;

/** POST /api/search/count: what POST /api/search would report as meta.total. */
export const ZCountResponse = z.object({ count: z.number().int() });
export type TCountResponse = z.infer<typeof ZCountResponse>;

export const ZAutocompleteRequest = z.object({
  title: z.string().trim().min(1).max(100),
});

export const ZSuggestComplex = z.object({
  id: z.number().int(),
  title: z.string(),
  address: z.string().nullable(),
  district: z.string().nullable(),
});
export const ZSuggestBuilder = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Complexes of the builder the caller can see. */
  objectsCount: z.number().int(),
});
export const ZSuggestDistrict = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The district a microdistrict belongs to. */
  parent: z.string().nullable(),
});
export const ZSuggestAddress = z.object({
  address: z.string(),
  /** Complexes and active offers at this address. */
  count: z.number().int(),
});

/** POST /api/search/autocomplete {title}: up to five of each, best first. */
export const ZAutocompleteResponse = z.object({
  complexes: z.array(ZSuggestComplex),
  builders: z.array(ZSuggestBuilder),
  districts: z.array(ZSuggestDistrict),
  addresses: z.array(ZSuggestAddress),
});
export type TAutocompleteResponse = z.infer<typeof ZAutocompleteResponse>;
export type TSuggestComplex = z.infer<typeof ZSuggestComplex>;
export type TSuggestBuilder = z.infer<typeof ZSuggestBuilder>;
export type TSuggestDistrict = z.infer<typeof ZSuggestDistrict>;
export type TSuggestAddress = z.infer<typeof ZSuggestAddress>;

/** Several objects in one grid cell of the map: tapping it zooms into `bounds`. */
export const ZMapCluster = z.object({
  type: z.literal('cluster'),
  /** The cell's centre of mass. */
  latitude: z.number(),
  longitude: z.number(),
  count: z.number().int(),
  /** The smallest box holding every object of the cluster. */
  bounds: ZBounds,
  /** The lowest matching price in the cluster. */
  priceFrom: z.number().nullable(),
});

/** One object: a complex or a resale offer, with its "price from" for the pin. */
export const ZMapPoint = z.object({
  type: z.literal('point'),
  id: z.number().int(),
  isOffer: z.boolean(),
  latitude: z.number(),
  longitude: z.number(),
  price: z.number().nullable(),
  title: z.string(),
});

export const ZMapItem = z.discriminatedUnion('type', [ZMapCluster, ZMapPoint]);
export type TMapCluster = z.infer<typeof ZMapCluster>;
export type TMapPoint = z.infer<typeof ZMapPoint>;
export type TMapItem = z.infer<typeof ZMapItem>;

/** POST /api/map/cluster?page: clusters and points of the bounds, paged like lists (meta.total counts items). */
export const ZMapClusterResponse = ZPaged(ZMapItem).extend({
  /** Objects matching the filter inside the bounds. */
  objects: z.number().int(),
});
export type TMapClusterResponse = z.infer<typeof ZMapClusterResponse>;
