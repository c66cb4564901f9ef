// Deals on units: an agent's booking (it holds the unit while the builder confirms and until its expiry) and a
// buyer's request (a lead; it holds nothing). Every change of state is kept as an event.
import { sql } from 'drizzle-orm';
import {
  pgTable,
  text,
  integer,
  smallint,
  bigint,
  numeric,
  boolean,
  index,
  uniqueIndex,
  jsonb,
} from 'drizzle-orm/pg-core';
import type { TCellStatus, TLayout } from '#shared/enums.ts';
import type { TBookingKind, TBookingSource, TBookingState } from '#shared/bookings.ts';
import type { TCommissionTerms } from '#shared/deals.ts';
import { users } from './users.ts';
import { objects } from './objects.ts';
import { companies } from './companies.ts';
import { cells, sections } from './chess.ts';
import { id, createdAt, updatedAt, at } from './columns.ts';

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    kind: text().$type<TBookingKind>().notNull(),
    state: text().$type<TBookingState>().notNull(),
    source: text().$type<TBookingSource>().notNull().default('app'),
    /** Null once the unit is deleted (only a closed booking allows that): the unit's data below stays. */
    cellId: integer().references(() => cells.id, { onDelete: 'set null' }),
    sectionId: integer().references(() => sections.id, { onDelete: 'set null' }),
    objectId: integer()
      .notNull()
      .references(() => objects.id, { onDelete: 'cascade' }),
    /** The unit as it was when booked. */
    unitNumber: text(),
    unitFloor: smallint(),
    unitArea: numeric({ precision: 8, scale: 2, mode: 'number' }),
    unitCntApart: smallint().$type<TLayout>(),
    /** The price frozen at booking time: later price changes of the unit do not touch it. */
    price: bigint({ mode: 'number' }),
    /** What the unit's status goes back to when the booking ends without a sale. */
    statusBefore: smallint().$type<TCellStatus>(),
    clientName: text().notNull(),
    clientPhone: text().notNull(),
    comment: text(),
    /** Who asked: the agent (booking) or the buyer (request); null for a request from a public page. */
    agentId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The agent's agency when it was made: its head sees it. */
    agencyId: integer().references(() => companies.id, { onDelete: 'set null' }),
    /** The builder's manager who answers it; null: not yet assigned (the timer runs from createdAt). */
    assigneeId: integer().references(() => users.id, { onDelete: 'set null' }),
    assignedAt: at(),
    /** The owner was told it waited unassigned past the company's limit. */
    escalatedAt: at(),
    /** The client's fixation it follows (booking for a fixed phone on the same complex). */
    fixationId: integer(),
    /** The complex's commission terms in force when it was made; the deal's commission is computed from them. */
    commissionTerms: jsonb().$type<TCommissionTerms>(),
    expiresAt: at(),
    extended: boolean().notNull().default(false),
    /** The agent was told an hour before expiry. */
    warnedAt: at(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One open booking per unit: the database refuses the second, whatever the race.
    uniqueIndex('bookings_open_per_cell')
      .on(t.cellId)
      .where(sql`kind = 'booking' and state in ('requested', 'confirmed')`),
    index().on(t.objectId, t.createdAt),
    index().on(t.agentId, t.createdAt),
    index().on(t.agencyId, t.createdAt),
    index().on(t.assigneeId, t.createdAt),
    index('bookings_due_idx')
      .on(t.expiresAt)
      .where(sql`state in ('requested', 'confirmed')`),
  ],
);

export const bookingEvents = pgTable(
  'booking_events',
  {
    id: id(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    at: at().notNull(),
    /** Null: the expiry job. */
    byUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    fromState: text().$type<TBookingState>(),
    toState: text().$type<TBookingState>().notNull(),
    reason: text(),
  },
  (t) => [index().on(t.bookingId, t.at)],
);

export type BookingRow = typeof bookings.$inferSelect;
export type BookingEventRow = typeof bookingEvents.$inferSelect;
