// Deadline history (issue 28): every change of a complex's or a building's handover date, kept like a price change,
// so the complex page can say how often it moved and the cards and the filter can tell a postponed one.
import { index, integer, date, text } from 'drizzle-orm/pg-core';
import { pgTable } from 'drizzle-orm/pg-core';
import { objects } from './objects.ts';
import { pavilions } from './chess.ts';
import { users } from './users.ts';
import { at, cascadeRef, id } from './columns.ts';

/** Which path wrote it: the chessboard editor's building, or the demo (a complex's own date has no editor yet). */
export type TDeadlineCause = 'building' | 'seed';

export const deadlineHistory = pgTable(
  'deadline_history',
  {
    id: id(),
    objectId: cascadeRef(() => objects.id),
    /** Null: the complex's own deadline. */
    pavilionId: integer().references(() => pavilions.id, { onDelete: 'cascade' }),
    at: at().notNull().defaultNow(),
    fromDate: date({ mode: 'string' }).notNull(),
    toDate: date({ mode: 'string' }).notNull(),
    cause: text().$type<TDeadlineCause>().notNull(),
    byUserId: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index().on(t.objectId, t.at), index().on(t.pavilionId, t.at)],
);

export type DeadlineRow = typeof deadlineHistory.$inferSelect;
