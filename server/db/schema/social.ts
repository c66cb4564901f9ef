import { pgTable, text, integer, smallint, jsonb, index, primaryKey } from 'drizzle-orm/pg-core';
import type { TItemState } from '#shared/schemas/collections-live.ts';
import { Kind, type TKind } from '#shared/enums.ts';
import { users } from './users.ts';
import { companies } from './companies.ts';
import { at, cascadeRef, createdAt, id, updatedAt, version } from './columns.ts';

/** Favourites of complexes (kind realty) and resale offers (kind offer). */
export const favorites = pgTable(
  'favorites',
  {
    userId: cascadeRef(() => users.id),
    kind: smallint().$type<TKind>().notNull(),
    itemId: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.itemId] }), index().on(t.kind, t.itemId)],
);

/** Подборки. */
export const collections = pgTable(
  'collections',
  {
    id: id(),
    userId: cascadeRef(() => users.id),
    name: text().notNull(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.userId)],
);

export const collectionItems = pgTable(
  'collection_items',
  {
    collectionId: cascadeRef(() => collections.id),
    kind: smallint().$type<TKind>().notNull().default(Kind.realty),
    itemId: integer().notNull(),
    sort: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.kind, t.itemId] }), index().on(t.kind, t.itemId)],
);

/** A public, unguessable link to a frozen list of objects (usually made from a collection). */
export const snapshots = pgTable(
  'snapshots',
  {
    /** Random, unguessable. */
    id: text().primaryKey(),
    userId: cascadeRef(() => users.id),
    collectionId: integer().references(() => collections.id, { onDelete: 'set null' }),
    /** The agent's agency when sent: its head sees it, and the client sees its name and logo. */
    agencyId: integer().references(() => companies.id, { onDelete: 'set null' }),
    name: text().notNull(),
    items: jsonb().$type<{ kind: TKind; id: number }[]>().notNull(),
    /** Each item's state when sent or last refreshed: the baseline of «what changed since» (decision 021). */
    states: jsonb().$type<TItemState[]>().notNull().default([]),
    /** Set by the first opening after sending or refreshing, so that opening notifies the agent once. */
    firstOpenedAt: at(),
    /** Revoked by its owner: every read through the link answers NotFound. */
    revokedAt: at(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.userId), index().on(t.collectionId), index().on(t.agencyId)],
);
