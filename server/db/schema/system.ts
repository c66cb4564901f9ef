import { pgTable, text, integer, index } from 'drizzle-orm/pg-core';
import { JoinState, type TJoinState } from '#shared/enums.ts';
import { users } from './users.ts';
import { at, cascadeRef, createdAt, id } from './columns.ts';

/** A user's request to join the builder back-office. */
export const joinRequests = pgTable(
  'join_requests',
  {
    id: id(),
    userId: cascadeRef(() => users.id),
    state: text().$type<TJoinState>().notNull().default(JoinState.pending),
    company: text(),
    comment: text(),
    decidedById: integer().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId), index().on(t.state), index().on(t.decidedById)],
);

/** Versions of the mobile wrapper; the newest per package is what the app compares against. */
export const appVersions = pgTable(
  'app_versions',
  {
    id: id(),
    package: text().notNull(),
    code: integer().notNull(),
    name: text().notNull(),
    url: text(),
    publishedById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.package, t.code), index().on(t.publishedById)],
);
