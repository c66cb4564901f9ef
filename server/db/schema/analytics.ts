// Builder analytics (issue 27, decision 044): views counted per Moscow day, the daily sales rollup the scheduled job
// refreshes, and the builder's monthly sales plan.
import {
  bigint,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import type { TViewSource } from '#shared/analytics.ts';
import { objects } from './objects.ts';
import { at, cascadeRef, createdAt, updatedAt, version } from './columns.ts';

/**
 * Openings of a complex's page (cellId 0) or of a unit's card, per Moscow day and source. One row per key: the
 * in-memory buffer (server/modules/analytics/view-buffer.ts) adds its counts with one upsert every few seconds.
 * No foreign key on the unit: a deleted unit's past views still count for its complex.
 */
export const analyticsViews = pgTable(
  'analytics_views',
  {
    day: date({ mode: 'string' }).notNull(),
    objectId: cascadeRef(() => objects.id),
    cellId: integer().notNull().default(0),
    source: text().$type<TViewSource>().notNull(),
    views: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.objectId, t.day, t.cellId, t.source] }), index().on(t.day)],
);

/**
 * The daily rollup of sales (materialised by the job from price_history): units that became sold or reserved on a
 * Moscow day, per complex, layout and price band, with their roubles and м². Days before today only; today is read
 * live from price_history.
 */
export const analyticsSalesDays = pgTable(
  'analytics_sales_days',
  {
    objectId: cascadeRef(() => objects.id),
    day: date({ mode: 'string' }).notNull(),
    /** Layout (0: none, parking and premises). */
    cntApart: smallint().notNull(),
    /** Index into ANALYTICS_PRICE_BANDS (shared/analytics.ts). */
    band: smallint().notNull(),
    sold: integer().notNull().default(0),
    soldAmount: bigint({ mode: 'number' }).notNull().default(0),
    soldArea: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    reserved: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.objectId, t.day, t.cntApart, t.band] }), index().on(t.day)],
);

/** Where the rollup stands: the last day it holds (one row). */
export const analyticsRollupState = pgTable('analytics_rollup_state', {
  id: smallint().primaryKey(),
  /** Every day up to and including this one is in analytics_sales_days. */
  throughDay: date({ mode: 'string' }),
  ranAt: at(),
});

/** The builder's monthly plan per complex: units and roubles to sell. */
export const analyticsPlans = pgTable(
  'analytics_plans',
  {
    objectId: cascadeRef(() => objects.id),
    /** The month's first day. */
    month: date({ mode: 'string' }).notNull(),
    units: integer().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.objectId, t.month] })],
);
