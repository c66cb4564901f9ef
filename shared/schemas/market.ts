// «Рынок» (issue 27): the market summary of an area, the ₽/м² heat layer and the complexes' comparison.
import { z } from 'zod';
import { HouseClass, Layout } from '../enums.ts';
import { HEAT_ZOOM, MARKET_COMPARE_MAX, MARKET_MAX_YEARS } from '../market.ts';
import { marketTexts } from '../texts/market.ts';
import { zEnum } from './enum.ts';
import { zId, zInt, zList, zOptional } from './form.ts';

const v = marketTexts.validation;

/** `bounds=south,west,north,east` (the map's view), read into [[south, west], [north, east]]. */
export const ZMarketBounds = z
  .string()
  .trim()
  .transform((text, ctx) => {
    const parts = text.split(',').map((p) => (/^-?\d+(\.\d+)?$/.test(p.trim()) ? Number(p) : NaN));
    const [s, w, n, e] = parts;
    const ok =
      parts.length === 4 &&
      parts.every(Number.isFinite) &&
      Math.abs(s!) <= 90 &&
      Math.abs(n!) <= 90 &&
      Math.abs(w!) <= 180 &&
      Math.abs(e!) <= 180 &&
      s! < n! &&
      w! < e!;
    if (!ok) {
      ctx.addIssue({ code: 'custom', message: v.bounds });
      return z.NEVER;
    }
    return [
      [s!, w!],
      [n!, e!],
    ] as [[number, number], [number, number]];
  });

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, v.date)
  .refine(
    (s) =>
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    v.date,
  );

/** The days between two YYYY-MM-DD dates. */
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

export const ZMarketSummaryQuery = z
  .object({
    regionId: zOptional(zId),
    districtId: zOptional(zId),
    bounds: zOptional(ZMarketBounds),
    class: zList(zEnum(HouseClass)).optional(),
    rooms: zList(zEnum(Layout)).optional(),
    /** Whole calendar months overlapping [from, to] (Moscow); by default the last twelve. */
    from: zOptional(day),
    to: zOptional(day),
  })
  .superRefine((q, ctx) => {
    const areas = [q.regionId, q.districtId, q.bounds].filter((a) => a !== undefined).length;
    if (areas > 1) ctx.addIssue({ code: 'custom', path: ['districtId'], message: v.oneArea });
    if (q.from && q.to) {
      if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: v.fromAfterTo });
      else if (daysBetween(q.from, q.to) > MARKET_MAX_YEARS * 366)
        ctx.addIssue({ code: 'custom', path: ['from'], message: v.period });
    }
  });
export type TMarketSummaryQuery = z.infer<typeof ZMarketSummaryQuery>;
export type TMarketSummaryQueryInput = z.input<typeof ZMarketSummaryQuery>;

/** A complex of the area, for picking the comparison. */
export const ZMarketComplexBrief = z.object({
  id: z.number(),
  title: z.string(),
  district: z.string().nullable(),
  stock: z.number(),
  median: z.number().nullable(),
});

export const ZMarketSummary = z.object({
  /** YYYY-MM, oldest first; the current month is counted live up to now. */
  months: z.array(z.string()),
  /** Median ₽/м² of the units on sale at each month's end, null where none was. */
  median: z.array(z.number().nullable()),
  /** Units on sale at each month's end. */
  stock: z.array(z.number()),
  /** Units sold in each month. */
  sold: z.array(z.number()),
  /** Units put on sale for the first time in each month. */
  launchedUnits: z.array(z.number()),
  /** Complexes whose first units went on sale in each month. */
  launchedComplexes: z.array(z.number()),
  /** Today: units on sale, their м² and median ₽/м², and the complexes that have them. */
  now: z.object({
    stock: z.number(),
    stockArea: z.number(),
    median: z.number().nullable(),
    complexes: z.number(),
  }),
  /** The area's complexes with units on sale, most stock first (at most 50). */
  complexes: z.array(ZMarketComplexBrief),
});
export type TMarketSummary = z.infer<typeof ZMarketSummary>;

export const ZMarketHeatQuery = z.object({
  bounds: ZMarketBounds,
  zoom: zInt.pipe(z.number().min(HEAT_ZOOM.min).max(HEAT_ZOOM.max)),
});
export type TMarketHeatQueryInput = z.input<typeof ZMarketHeatQuery>;

export const ZMarketHex = z.object({
  /** `q:r` of the hexagon at this zoom. */
  id: z.string(),
  /** Six corners, [lat, lng]. */
  polygon: z.array(z.tuple([z.number(), z.number()])),
  median: z.number(),
  units: z.number(),
  complexes: z.number(),
});

export const ZMarketHeat = z.object({
  zoom: z.number(),
  hexes: z.array(ZMarketHex),
  /** Ascending ₽/м² breaks between the colour classes (quintiles of the hexagons' medians). */
  breaks: z.array(z.number()),
});
export type TMarketHeat = z.infer<typeof ZMarketHeat>;

export const ZMarketComplexesQuery = z.object({
  ids: zList(zId).pipe(z.array(z.number()).min(1, v.ids).max(MARKET_COMPARE_MAX, v.ids)),
  /** Layouts to count (the market screen's rooms filter); all flats without it. */
  rooms: zList(zEnum(Layout)).optional(),
});

export const ZMarketComplex = z.object({
  id: z.number(),
  title: z.string(),
  district: z.string().nullable(),
  houseClass: z.number().nullable(),
  /** Deadline: the first day of its month (YYYY-MM-DD), null when unknown. */
  dateBuild: z.string().nullable(),
  isFinished: z.boolean(),
  priceFrom: z.number().nullable(),
  median: z.number().nullable(),
  stock: z.number(),
  stockArea: z.number(),
  /** Units sold in the last 90 days. */
  sold90: z.number(),
  /** Units sold a month on average over the last 90 days (one decimal). */
  pace: z.number(),
  /** Months of stock left at that pace, null when nothing sold. */
  stockMonths: z.number().nullable(),
});
export type TMarketComplex = z.infer<typeof ZMarketComplex>;
export const ZMarketComplexes = z.array(ZMarketComplex);
