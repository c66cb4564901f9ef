// Portal feeds (docs/feeds.md): each builder's secret feed token, and the ids the portals give a complex in their
// own catalogues (Yandex Realty's building, Cian's ЖК, Avito's new development), all optional.
import { pgTable, text, integer, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { objects } from './objects.ts';
import { createdAt, updatedAt } from './columns.ts';

/** One token per builder; kept as it is so the settings screen can show the links again (decision 026). */
export const feedTokens = pgTable(
  'feed_tokens',
  {
    ownerId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.token)],
);

export const objectPortalIds = pgTable('object_portal_ids', {
  objectId: integer()
    .primaryKey()
    .references(() => objects.id, { onDelete: 'cascade' }),
  yandexBuildingId: text(),
  cianJkId: text(),
  avitoDevelopmentId: text(),
  updatedAt: updatedAt(),
});

export type FeedTokenRow = typeof feedTokens.$inferSelect;
export type ObjectPortalIdsRow = typeof objectPortalIds.$inferSelect;
