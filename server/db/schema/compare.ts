// «Сравнение»: up to four resale offers and chessboard units a user puts side by side, kept on the server.
import { index, integer, pgTable, smallint, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TCompareKind } from '#shared/compare.ts';
import { users } from './users.ts';
import { cascadeRef, createdAt, id } from './columns.ts';

/** Polymorphic like favourites (decision 010): no foreign key on item_id; a gone item is skipped when listed. */
export const userCompare = pgTable(
  'user_compare',
  {
    /** Also the order the items were added in. */
    id: id(),
    userId: cascadeRef(() => users.id),
    kind: smallint().$type<TCompareKind>().notNull(),
    itemId: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.userId, t.kind, t.itemId), index().on(t.kind, t.itemId)],
);

export type UserCompareRow = typeof userCompare.$inferSelect;
