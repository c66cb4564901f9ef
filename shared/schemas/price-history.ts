// Market data: the price history of a unit or a resale offer, and the complex's «Динамика цен».
import { z } from 'zod';
import { zOptional } from './form.ts';
import { ZSnapshotId } from './realty.ts';

/** `?snapshot=`: opened from a snapshot's page, in preview mode. */
export const ZPriceHistoryQuery = z.object({ snapshot: zOptional(ZSnapshotId) });

/** One record: the state after a change. status: CellStatus for a unit, OfferStatus for an offer. */
export const ZPricePoint = z.object({
  at: z.string(),
  price: z.number().nullable(),
  squarePrice: z.number().nullable(),
  status: z.number(),
});
export type TPricePoint = z.infer<typeof ZPricePoint>;

/** Oldest first. */
export const ZPriceHistory = z.array(ZPricePoint);

/** One line of «Динамика цен»: a layout (null: all of them), the median ₽/м² per month, null where none was on sale. */
export const ZPriceDynamicsSeries = z.object({
  layout: z.number().nullable(),
  values: z.array(z.number().nullable()),
  units: z.array(z.number()),
});

/** The last twelve months (YYYY-MM, oldest first) and a series per layout that had units on sale in any of them. */
export const ZPriceDynamics = z.object({
  months: z.array(z.string()),
  series: z.array(ZPriceDynamicsSeries),
});
export type TPriceDynamics = z.infer<typeof ZPriceDynamics>;
