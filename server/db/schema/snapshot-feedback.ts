// What clients do with a sent link (decision 021): their openings, counted per visitor and day, and their reactions
// (a mark, a comment, or both), kept as a log the agent reads and the limits count.
import { boolean, date, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import type { TKind } from '#shared/enums.ts';
import type { TReactionMark } from '#shared/schemas/collections-live.ts';
import { snapshots } from './social.ts';
import { at, createdAt, id } from './columns.ts';

const snapshotRef = () =>
  text()
    .notNull()
    .references(() => snapshots.id, { onDelete: 'cascade' });

/** One row per visitor and day (Moscow time); `opens` counts the openings of that day. */
export const snapshotVisits = pgTable(
  'snapshot_visits',
  {
    snapshotId: snapshotRef(),
    /** The random id the browser keeps (X-Visitor-Id), or one derived from the address when it sent none. */
    visitorId: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    opens: integer().notNull().default(1),
    firstAt: at().notNull(),
    lastAt: at().notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.visitorId, t.day] })],
);

/** Every reaction a client sent: `setsMark` says whether it set (or cleared, with a null mark) the item's mark. */
export const snapshotReactions = pgTable(
  'snapshot_reactions',
  {
    id: id(),
    snapshotId: snapshotRef(),
    visitorId: text().notNull(),
    ip: text().notNull(),
    kind: smallint().$type<TKind>().notNull(),
    itemId: integer().notNull(),
    setsMark: boolean().notNull().default(false),
    mark: text().$type<TReactionMark>(),
    comment: text(),
    clientName: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.snapshotId, t.createdAt), index().on(t.ip, t.createdAt)],
);
