// «Аналитика» of the builder (issue 27): the reports' queries and answers, the plan's body. Money in integer roubles.
import { z } from 'zod';
import {
  ANALYTICS_LIMITS,
  ANALYTICS_REPORTS,
  FUNNEL_BY,
  PACE_BY,
  type TAnalyticsReport,
} from '../analytics.ts';
import { analyticsTexts } from '../texts/analytics.ts';
import { zId, zInt, zOptional } from './form.ts';

const f = analyticsTexts.fields;
const DAY = 86_400_000;

/** A calendar day YYYY-MM-DD that exists. */
const zAnalyticsDay = z
  .string({ message: f.day })
  .regex(/^\d{4}-\d{2}-\d{2}$/, f.day)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, f.day);

const zMonth = z.string({ message: f.month }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, f.month);

/** A from–to period (either may be left out: the server fills today and 90 days before). */
const period = {
  objectId: zOptional(zId),
  from: zOptional(zAnalyticsDay),
  to: zOptional(zAnalyticsDay),
};

/** The period's own checks: from ≤ to, at most five years. */
function checkPeriod(value: { from?: string | null; to?: string | null }, ctx: z.RefinementCtx): void {
  if (!value.from || !value.to) return;
  const span = (Date.parse(value.to) - Date.parse(value.from)) / DAY;
  if (span < 0) ctx.addIssue({ code: 'custom', path: ['from'], message: f.order });
  else if (span > ANALYTICS_LIMITS.maxPeriodDays)
    ctx.addIssue({ code: 'custom', path: ['to'], message: f.period });
}

export const ZAnalyticsStockQuery = z.object({ objectId: zOptional(zId), at: zOptional(zAnalyticsDay) });
export const ZAnalyticsPeriodQuery = z.object(period).superRefine(checkPeriod);
export const ZAnalyticsPaceQuery = z
  .object({ ...period, by: z.enum(PACE_BY).optional().default('week') })
  .superRefine(checkPeriod);
export const ZAnalyticsFunnelQuery = z
  .object({ ...period, by: z.enum(FUNNEL_BY).optional().default('source') })
  .superRefine(checkPeriod);
export const ZAnalyticsDemandQuery = z.object({ objectId: zOptional(zId) });
export const ZAnalyticsExportQuery = z
  .object({
    ...period,
    report: z.enum(ANALYTICS_REPORTS as [TAnalyticsReport, ...TAnalyticsReport[]]),
    at: zOptional(zAnalyticsDay),
    by: z.enum([...PACE_BY, ...FUNNEL_BY]).optional(),
  })
  .superRefine(checkPeriod);

const ZFigures = z.object({ count: z.number().int(), area: z.number(), amount: z.number().int() });
const ZStockRow = z.object({
  key: z.string(),
  title: z.string(),
  total: ZFigures,
  statuses: z.array(ZFigures.extend({ status: z.number().int() })),
});
export const ZAnalyticsStock = z.object({
  at: z.string().nullable(),
  total: ZStockRow,
  groups: z.object({
    complex: z.array(ZStockRow),
    building: z.array(ZStockRow),
    section: z.array(ZStockRow),
    rooms: z.array(ZStockRow),
    floors: z.array(ZStockRow),
  }),
});

const ZSales = z.object({ sold: z.number().int(), soldAmount: z.number().int(), reserved: z.number().int() });
export const ZAnalyticsPace = z.object({
  from: z.string(),
  to: z.string(),
  by: z.enum(PACE_BY),
  periods: z.array(ZSales.extend({ start: z.string(), soldArea: z.number() })),
  totals: ZSales,
  previous: ZSales,
  absorption: z.array(
    z.object({
      cntApart: z.number().int(),
      band: z.number().int(),
      sold: z.number().int(),
      onSale: z.number().int(),
      share: z.number(),
    }),
  ),
  onSale: z.number().int(),
  weeklyPace: z.number(),
  weeksLeft: z.number().nullable(),
  plan: z.array(
    z.object({
      objectId: z.number().int(),
      month: z.string(),
      units: z.number().int(),
      amount: z.number().int(),
      version: z.number().int(),
      soldUnits: z.number().int(),
      soldAmount: z.number().int(),
    }),
  ),
});

export const ZAnalyticsPrices = z.object({
  from: z.string(),
  to: z.string(),
  step: z.enum(PACE_BY),
  points: z.array(
    z.object({
      start: z.string(),
      cntApart: z.number().int(),
      median: z.number().int(),
      min: z.number().int(),
      max: z.number().int(),
      units: z.number().int(),
    }),
  ),
  changes: z.array(
    z.object({
      day: z.string(),
      objectId: z.number().int(),
      objectTitle: z.string(),
      units: z.number().int(),
      /** The mean change of a changed unit's price, in percent. */
      change: z.number(),
      soldBefore: z.number().int(),
      soldAfter: z.number().int(),
    }),
  ),
});

const ZFunnelSteps = z.object({
  views: z.number().int().nullable(),
  unitViews: z.number().int().nullable(),
  collected: z.number().int().nullable(),
  sent: z.number().int().nullable(),
  requests: z.number().int(),
  bookings: z.number().int(),
  deals: z.number().int(),
  sold: z.number().int(),
});
export const ZAnalyticsFunnel = z.object({
  from: z.string(),
  to: z.string(),
  by: z.enum(FUNNEL_BY),
  rows: z.array(ZFunnelSteps.extend({ key: z.string(), title: z.string() })),
  total: ZFunnelSteps,
  previous: ZFunnelSteps,
  /** Median days from a booking (or request) to its deal, and from the deal to the sale. */
  toDealDays: z.number().nullable(),
  toSoldDays: z.number().nullable(),
});

export const ZAnalyticsDemand = z.object({
  bands: z.array(
    z.object({
      cntApart: z.number().int(),
      band: z.number().int(),
      onSale: z.number().int(),
      filters: z.number().int(),
      buyers: z.number().int(),
      collected: z.number().int(),
      sent: z.number().int(),
      likes: z.number().int(),
      dislikes: z.number().int(),
    }),
  ),
  unmet: z.array(
    z.object({
      /** A layout the filter asks for (0: any). */
      cntApart: z.number().int(),
      /** The budget's band by its upper price (-1: none given). */
      band: z.number().int(),
      filters: z.number().int(),
      buyers: z.number().int(),
    }),
  ),
});

export const ZAnalyticsPlanBody = z.object({
  objectId: zId,
  month: zMonth,
  units: zInt.pipe(z.number().min(0, f.units).max(ANALYTICS_LIMITS.maxPlanUnits, f.units)),
  amount: zInt.pipe(z.number().min(0, f.amount).max(ANALYTICS_LIMITS.maxPlanAmount, f.amount)),
  /** The version the form was read at; a newer one in the database is 409. */
  version: zOptional(zInt),
});
export const ZAnalyticsPlan = z.object({
  objectId: z.number().int(),
  month: z.string(),
  units: z.number().int(),
  amount: z.number().int(),
  version: z.number().int(),
});

export type TAnalyticsStock = z.infer<typeof ZAnalyticsStock>;
export type TAnalyticsStockRow = z.infer<typeof ZStockRow>;
export type TAnalyticsPace = z.infer<typeof ZAnalyticsPace>;
export type TAnalyticsPrices = z.infer<typeof ZAnalyticsPrices>;
export type TAnalyticsFunnel = z.infer<typeof ZAnalyticsFunnel>;
export type TAnalyticsFunnelSteps = z.infer<typeof ZFunnelSteps>;
export type TAnalyticsDemand = z.infer<typeof ZAnalyticsDemand>;
export type TAnalyticsPeriodQuery = z.infer<typeof ZAnalyticsPeriodQuery>;
export type TAnalyticsExportQuery = z.infer<typeof ZAnalyticsExportQuery>;
