// The complex's trust card (issue 28, shared/trust.ts): the builder's statement (one row per complex) and a
// moderator's check per part. A changed part goes back to `pending`: a verified mark never covers a value nobody
// checked. objects.escrow_verified mirrors the escrow check for the search filter «Эскроу».
import { boolean, integer, primaryKey, smallint, text, index } from 'drizzle-orm/pg-core';
import { pgTable } from 'drizzle-orm/pg-core';
import type { TTrustField, TTrustState } from '#shared/trust.ts';
import { objects } from './objects.ts';
import { users } from './users.ts';
import { at, updatedAt, version } from './columns.ts';

export const objectTrust = pgTable('object_trust', {
  objectId: integer()
    .primaryKey()
    .references(() => objects.id, { onDelete: 'cascade' }),
  /** shared/trust.ts ESCROW_BANKS. */
  escrowBankId: smallint(),
  declarationUrl: text(),
  permitUrl: text(),
  fz214: boolean().notNull().default(false),
  developerInn: text(),
  updatedById: integer().references(() => users.id, { onDelete: 'set null' }),
  version: version(),
  updatedAt: updatedAt(),
});

export const trustChecks = pgTable(
  'trust_checks',
  {
    objectId: integer()
      .notNull()
      .references(() => objects.id, { onDelete: 'cascade' }),
    field: text().$type<TTrustField>().notNull(),
    state: text().$type<TTrustState>().notNull(),
    reason: text(),
    /** When the part was stated or changed (the moderation queue's order). */
    submittedAt: at().notNull().defaultNow(),
    checkedAt: at(),
    checkedById: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.objectId, t.field] }), index().on(t.state, t.submittedAt)],
);
