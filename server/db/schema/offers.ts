import { sql } from 'drizzle-orm';
import {
  pgTable,
  text,
  integer,
  smallint,
  boolean,
  doublePrecision,
  numeric,
  bigint,
  index,
  primaryKey,
} from 'drizzle-orm/pg-core';
import {
  OfferStatus,
  type TCommissionType,
  type TContactSource,
  type TInterior,
  type TLayout,
  type TOfferStatus,
  type TRoomType,
} from '#shared/enums.ts';
import { users } from './users.ts';
import { subregions } from './geo.ts';
import { images } from './media.ts';
import { objects } from './objects.ts';
import { pavilions, sections, cells } from './chess.ts';
import { at, cascadeRef, createdAt, id, updatedAt, version } from './columns.ts';

/** A resale offer (secondary market), optionally tied to a complex, building, section and cell. */
export const offers = pgTable(
  'offers',
  {
    id: id(),
    userId: cascadeRef(() => users.id),
    status: smallint().$type<TOfferStatus>().notNull().default(OfferStatus.draft),
    objectId: integer().references(() => objects.id, { onDelete: 'set null' }),
    pavilionId: integer().references(() => pavilions.id, { onDelete: 'set null' }),
    sectionId: integer().references(() => sections.id, { onDelete: 'set null' }),
    cellId: integer().references(() => cells.id, { onDelete: 'set null' }),

    title: text(),
    address: text(),
    subregionId: integer().references(() => subregions.id, { onDelete: 'set null' }),
    latitude: doublePrecision(),
    longitude: doublePrecision(),

    roomType: smallint().$type<TRoomType>(),
    cntApart: smallint().$type<TLayout>(),
    area: numeric({ precision: 8, scale: 2, mode: 'number' }),
    floor: smallint(),
    floorsTotal: smallint(),
    price: bigint({ mode: 'number' }),
    interior: smallint().$type<TInterior>(),
    description: text(),
    isAction: boolean().notNull().default(false),

    /** Agents' commission terms: who pays and how much (₽). */
    commissionType: smallint().$type<TCommissionType>(),
    commissionPrice: integer(),

    contactSource: smallint().$type<TContactSource>(),
    contactName: text(),
    contactPhone: text(),

    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    activatedAt: at(),
    inactiveAt: at(),
    archivedAt: at(),
    disabledAt: at(),
    disabledById: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index().on(t.userId, t.status),
    index().on(t.status),
    index().on(t.objectId),
    index().on(t.pavilionId),
    index().on(t.sectionId),
    index().on(t.cellId),
    index().on(t.subregionId),
    index().on(t.disabledById),
    index().on(t.price),
    index().on(t.area),
    index().on(t.latitude, t.longitude),
    index('offers_search_fts_idx').using(
      'gin',
      sql`to_tsvector('russian', coalesce(${t.title}, '') || ' ' || coalesce(${t.address}, ''))`,
    ),
    index('offers_address_trgm_idx').using('gin', sql`coalesce(${t.address}, '') gin_trgm_ops`),
    // Discovery: active offers (status 2) with what their filters read, for index-only counts and pages.
    index('offers_active_idx')
      .on(t.price, t.area, t.cntApart, t.floor, t.interior, t.subregionId, t.objectId, t.isAction)
      .where(sql`${t.status} = 2`),
    // The default order of a resale page (newest first), so a page stops after its rows (search-offers.ts).
    index('offers_active_newest_idx')
      .on(sql`coalesce(${t.activatedAt}, ${t.createdAt}) desc`, sql`${t.id} desc`)
      .where(sql`${t.status} = 2`),
  ],
);

export const offerImages = pgTable(
  'offer_images',
  {
    offerId: cascadeRef(() => offers.id),
    imageId: cascadeRef(() => images.id),
    sort: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.imageId] }), index().on(t.imageId)],
);

export type OfferRow = typeof offers.$inferSelect;
