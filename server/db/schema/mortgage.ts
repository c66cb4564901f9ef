// Mortgage programs (decision 025): one row per payment program of the enumeration that is a mortgage, with the
// terms the admin sets. The migration seeds them; the calculator, «Ипотека от …» and the search read them.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, numeric, pgTable, smallint } from 'drizzle-orm/pg-core';
import type { TPayment } from '#shared/enums.ts';
import { users } from './users.ts';
import { updatedAt, version } from './columns.ts';

export const mortgagePrograms = pgTable(
  'mortgage_programs',
  {
    /** The Payment value (familyMortgage, itMortgage…). */
    payment: smallint().$type<TPayment>().primaryKey(),
    /** Annual, percent. */
    rate: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull(),
    minDownPercent: smallint().notNull(),
    maxYears: smallint().notNull(),
    /** The largest loan, ₽; null: no limit. */
    maxLoan: bigint({ mode: 'number' }),
    active: boolean().notNull().default(true),
    /** Also finances resale flats. */
    resale: boolean().notNull().default(false),
    version: version(),
    updatedAt: updatedAt(),
    updatedById: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('mortgage_programs_rate', sql`${t.rate} between 0 and 40`),
    check('mortgage_programs_down', sql`${t.minDownPercent} between 0 and 90`),
    check('mortgage_programs_years', sql`${t.maxYears} between 1 and 30`),
  ],
);

export type MortgageProgramRow = typeof mortgagePrograms.$inferSelect;
