// Market data: every change of a unit's or an offer's price or status, kept with its time. The rows also serve
// as the outbox of saved-filter alerts: the alert job reads rows past its cursor after they commit.
import { index, integer, smallint, bigint, text, check } from 'drizzle-orm/pg-core';
import { pgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { cells } from './chess.ts';
import { offers } from './offers.ts';
import { objects } from './objects.ts';
import { users } from './users.ts';
import { id, at } from './columns.ts';

/** What caused a record: the path that wrote the price or status (kept for audits and for alert reasons). */
export type TPriceCause =
  | 'cell' // one unit's sheet in the chessboard editor
  | 'mass' // a mass price change over selected units
  | 'structure' // a section's structure save
  | 'booking' // a booking sold at its frozen price, held or released
  | 'offer' // a resale offer's form or lifecycle
  | 'seed' // demo history
  | 'import'; // an inventory import (a file or a feed, issue 26)

export const priceHistory = pgTable(
  'price_history',
  {
    id: id(),
    /** Exactly one of cellId, offerId is set. */
    cellId: integer().references(() => cells.id, { onDelete: 'cascade' }),
    offerId: integer().references(() => offers.id, { onDelete: 'cascade' }),
    /** The complex (for a unit always; for an offer when it is tied to one): «Динамика цен» groups by it. */
    objectId: integer().references(() => objects.id, { onDelete: 'cascade' }),
    at: at().notNull().defaultNow(),
    /** The state after the change; the previous one is the record before it (and copied here for the outbox). */
    price: bigint({ mode: 'number' }),
    squarePrice: integer(),
    /** CellStatus for a unit, OfferStatus for an offer. */
    status: smallint().notNull(),
    prevPrice: bigint({ mode: 'number' }),
    prevStatus: smallint(),
    cause: text().$type<TPriceCause>().notNull(),
    byUserId: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('price_history_one_item', sql`(${t.cellId} is null) <> (${t.offerId} is null)`),
    index().on(t.cellId, t.at),
    index().on(t.offerId, t.at),
    index().on(t.objectId, t.at),
  ],
);
