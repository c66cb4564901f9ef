import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * The first answer to a write sent with an Idempotency-Key (server/core/idempotency.ts): a repeat of the same key
 * by the same caller (or visitor) on the same route gets it back instead of a second write. Kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** `user:15` or `visitor:ip-…`: whose key it is. */
    scope: text().notNull(),
    /** `POST /api/bookings`: the route as registered, not the filled path. */
    route: text().notNull(),
    key: text().notNull(),
    /** SHA-256 of the request's parameters and body: the same key with another body is refused. */
    requestHash: text().notNull(),
    status: integer().notNull(),
    body: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.route, t.key] }), index().on(t.createdAt)],
);
