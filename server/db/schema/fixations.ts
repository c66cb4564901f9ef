// Client fixation: an agent registers a client with the builder's company on one complex, so that the commission is
// theirs if the client buys (valid for the complex's rule of days, extendable once).
import { sql } from 'drizzle-orm';
import { pgTable, text, integer, smallint, boolean, index, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TFixationState } from '#shared/companies.ts';
import { users } from './users.ts';
import { objects } from './objects.ts';
import { companies } from './companies.ts';
import { at, cascadeRef, createdAt, id, updatedAt } from './columns.ts';

export const fixations = pgTable(
  'fixations',
  {
    id: id(),
    objectId: cascadeRef(() => objects.id),
    /** The builder's company that decides (the complex's company when it was asked). */
    companyId: integer().references(() => companies.id, { onDelete: 'set null' }),
    agentId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The agent's agency when it was asked: its head sees it. */
    agencyId: integer().references(() => companies.id, { onDelete: 'set null' }),
    clientName: text().notNull(),
    /** E.164, normalised like the login. */
    clientPhone: text().notNull(),
    comment: text(),
    state: text().$type<TFixationState>().notNull(),
    reason: text(),
    /** The rule's days when it was asked; the validity starts at acceptance. */
    days: smallint().notNull(),
    validUntil: at(),
    extended: boolean().notNull().default(false),
    extendRequestedAt: at(),
    warnedAt: at(),
    decidedById: integer().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: at(),
    /** The booking that converted it (the deal takes its commission from the fixation). */
    bookingId: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One holding fixation per phone and complex: the database refuses the second, whatever the race.
    uniqueIndex('fixations_holding_per_phone')
      .on(t.objectId, t.clientPhone)
      .where(sql`state in ('pending', 'active')`),
    index().on(t.agentId, t.createdAt),
    index().on(t.agencyId, t.createdAt),
    index().on(t.companyId, t.state, t.createdAt),
    index('fixations_due_idx')
      .on(t.validUntil)
      .where(sql`state = 'active'`),
  ],
);

export type FixationRow = typeof fixations.$inferSelect;
