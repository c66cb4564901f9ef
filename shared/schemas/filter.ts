// The search filter: one schema for the feed, search, count, map cluster and saved filters. Documented in docs/filter.md.
import { z } from 'zod';
import { zEnum } from './enum.ts';
import {
  Feature,
  HouseClass,
  HouseType,
  Interior,
  Layout,
  Market,
  Material,
  Parking,
  Payment,
  Structure,
  Territory,
} from '../enums.ts';
import { searchSortValues } from '../filter-presets.ts';
import { searchTexts } from '../texts/search.ts';
import { POLYGON_LIMITS, ringSelfIntersects } from '../polygon.ts';
import { zBool, zId, zInt, zList, zNumber, zOptional } from './form.ts';
import { ZNear } from './nearby.ts';

export {
  SearchSort,
  searchSortTitles,
  FILTER_PRESETS,
  DEFAULT_PRESET_KEY,
  type TSearchSort,
  type TFilterPreset,
  type TCurrentFilter,
} from '../filter-presets.ts';

const v = searchTexts.validation;

/** Large enough for any price in roubles, small enough for every column it is compared with. */
const MAX_AMOUNT = 1e12;
const amount = zOptional(zNumber.pipe(z.number().min(0, v.notNegative).max(MAX_AMOUNT)));

/** A list of at most `max` values. */
const list = <T extends z.ZodType>(item: T, max = 50) =>
  zList(item)
    .refine((values) => values.length <= max, v.tooMany)
    .optional();

/** A quarter as YYYY-Q, e.g. 2027-2. */
const quarter = z.string().regex(/^\d{4}-[1-4]$/, v.quarter);

/** A drawn area's point [lat, lng], with the range named in Russian. */
const ringPoint = z.tuple([
  z.number().min(-90, v.latitude).max(90, v.latitude),
  z.number().min(-180, v.longitude).max(180, v.longitude),
]);

/** A drawn area (decision 047): ≥ 3 and ≤ 500 points, not crossing itself. */
const ZRing = z
  .array(ringPoint)
  .min(POLYGON_LIMITS.minPoints, v.polygonTooFewPoints)
  .max(POLYGON_LIMITS.points, v.polygonTooManyPoints)
  .refine((ring) => !ringSelfIntersects(ring), v.polygonSelfIntersects);

const latLng = z.tuple([
  zNumber.pipe(z.number().min(-90).max(90)),
  zNumber.pipe(z.number().min(-180).max(180)),
]);

/** Map bounds: [[south, west], [north, east]]. */
export const ZBounds = z.tuple([latLng, latLng]);
export type TBounds = z.infer<typeof ZBounds>;

const fields = {
  /** 1 primary (complexes), 2 secondary (resale offers). */
  market: zOptional(zEnum(Market)),
  /** Free text: complex, builder, district or address. */
  title: zOptional(z.string().trim().max(100)),
  /** Picked from autocomplete: a complex (primary) or the complex resale offers belong to (secondary). */
  objectId: zOptional(zId),
  /** One resale offer (a map pin's card). */
  offerId: zOptional(zId),
  builderId: zOptional(zId),
  regionId: zOptional(zId),
  /** Districts; a district also takes in its microdistricts. */
  subregions: list(zId, 100),
  priceFrom: amount,
  priceTo: amount,
  squarePriceFrom: amount,
  squarePriceTo: amount,
  areaFrom: amount,
  areaTo: amount,
  cntApart: list(zEnum(Layout)),
  class: list(zEnum(HouseClass)),
  /** Characteristics type: apartment or cottage. */
  type: list(zEnum(HouseType)),
  structure: zOptional(zEnum(Structure)),
  interior: list(zEnum(Interior)),
  /** Deadline range by quarter, inclusive. */
  dateBuildFrom: zOptional(quarter),
  dateBuildTo: zOptional(quarter),
  isFinished: zOptional(zBool),
  /** Complexes whose handover never moved to a later quarter. */
  noDeadlineShift: zOptional(zBool),
  /** Complexes whose escrow bank a moderator confirmed (the trust card). */
  escrow: zOptional(zBool),
  isAction: zOptional(zBool),
  /** Complexes added in the last 90 days or marked new. */
  isNew: zOptional(zBool),
  features: list(zEnum(Feature)),
  payments: list(zEnum(Payment)),
  parking: list(zEnum(Parking)),
  territory: list(zEnum(Territory)),
  material: list(zEnum(Material)),
  /** Metres to the sea, at most. */
  distanceSeaTo: amount,
  ceilingHeightFrom: amount,
  floorFrom: zOptional(zInt.pipe(z.number().min(-10).max(500))),
  floorTo: zOptional(zInt.pipe(z.number().min(-10).max(500))),
  /** ₽: the best monthly mortgage payment (decision 025) is at most this. */
  monthlyPayment: amount,
  sort: zOptional(z.enum(searchSortValues)),
  /** Map: [[south, west], [north, east]]. */
  bounds: zOptional(ZBounds),
  /** Areas drawn on the map: a result lies inside any of them (decision 047). */
  polygons: z.array(ZRing).max(POLYGON_LIMITS.polygons, v.polygonsTooMany).optional(),
  /** Within this many metres of a school, a kindergarten, the sea (issue 28, OpenStreetMap data). */
  near: ZNear.optional(),
  /** Display names of picked ids (`objectId`, `builderId`) for the filter's chips; the search ignores them. */
  labels: z
    .record(z.string().max(30), z.string().max(200))
    .refine((r) => Object.keys(r).length <= 10, v.tooMany)
    .optional(),
};

type FilterShape = z.infer<z.ZodObject<typeof fields>>;

function checkRanges(f: FilterShape, ctx: z.RefinementCtx) {
  const pairs = [
    ['priceFrom', 'priceTo'],
    ['squarePriceFrom', 'squarePriceTo'],
    ['areaFrom', 'areaTo'],
    ['floorFrom', 'floorTo'],
  ] as const;
  for (const [from, to] of pairs) {
    const a = f[from];
    const b = f[to];
    if (a != null && b != null && a > b)
      ctx.addIssue({ code: 'custom', path: [to], message: v.toBeforeFrom });
  }
  if (f.dateBuildFrom && f.dateBuildTo && f.dateBuildFrom > f.dateBuildTo) {
    ctx.addIssue({ code: 'custom', path: ['dateBuildTo'], message: v.dateToBeforeFrom });
  }
  if (f.bounds && (f.bounds[0][0] > f.bounds[1][0] || f.bounds[0][1] > f.bounds[1][1])) {
    ctx.addIssue({ code: 'custom', path: ['bounds'], message: v.bounds });
  }
}

export const ZSearchFilter = z.object(fields).superRefine(checkRanges);
export type TSearchFilter = z.infer<typeof ZSearchFilter>;
/** What the client holds before parsing (the form it sends). */
export type TSearchFilterInput = z.input<typeof ZSearchFilter>;

/** Map zoom levels the cluster answers for (Leaflet's usual range). */
export const MAP_ZOOM = { min: 1, max: 20 } as const;

/** The map's width the zoom is derived for when a caller sends bounds only (a desktop map column). */
const ASSUMED_MAP_PX = 1024;

/** The zoom at which `bounds` fill a map `widthPx` wide: a Web Mercator tile is 256 px and 360°/2^zoom wide. */
export function zoomForBounds(bounds: TBounds, widthPx = ASSUMED_MAP_PX): number {
  const span = Math.max(bounds[1][1] - bounds[0][1], 1e-6);
  const zoom = Math.floor(Math.log2((360 * widthPx) / (256 * span)));
  return Math.min(MAP_ZOOM.max, Math.max(MAP_ZOOM.min, zoom));
}

/** POST /api/map/cluster: the filter with the map's bounds (required) and zoom; without a zoom (the filter plus
 * bounds alone), the zoom is the one at which the bounds fill a desktop map. */
export const ZMapClusterRequest = z
  .object({
    ...fields,
    bounds: ZBounds,
    zoom: zOptional(zInt.pipe(z.number().min(MAP_ZOOM.min).max(MAP_ZOOM.max))),
  })
  .superRefine(checkRanges)
  .transform((f) => ({ ...f, zoom: f.zoom ?? zoomForBounds(f.bounds) }));
export type TMapClusterRequest = z.infer<typeof ZMapClusterRequest>;
