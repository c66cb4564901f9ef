import { sql } from 'drizzle-orm';
import {
  pgTable,
  text,
  integer,
  smallint,
  boolean,
  date,
  doublePrecision,
  numeric,
  bigint,
  index,
  primaryKey,
  jsonb,
} from 'drizzle-orm/pg-core';
import type {
  TAgreementType,
  TContactSource,
  TContractTotal,
  TFeature,
  THouseClass,
  THouseRoad,
  THouseType,
  THeating,
  TLayout,
  TMaterial,
  TParking,
  TPayment,
  TRoomType,
  TStructure,
  TTerritory,
} from '#shared/enums.ts';
import { Structure } from '#shared/enums.ts';
import type { TFixationMode } from '#shared/companies.ts';
import type { TCommissionKind, TCommissionOverride, TDealSoldFrom } from '#shared/deals.ts';
import { users } from './users.ts';
import { companies } from './companies.ts';
import { subregions } from './geo.ts';
import { images } from './media.ts';
import { at, cascadeRef, createdAt, id, updatedAt, version } from './columns.ts';
import { bareNameSql, complexVector, nameVector, tsvector } from './search-text.ts';

const money = () => bigint({ mode: 'number' });
const area = () => numeric({ precision: 8, scale: 2, mode: 'number' });

/** A residential complex (primary market). Resale offers live in `offers`. */
export const objects = pgTable(
  'objects',
  {
    id: id(),
    /** Who created it (history); the builder company below owns it and its members manage it. */
    ownerId: integer().references(() => users.id, { onDelete: 'set null' }),
    companyId: integer().references(() => companies.id, { onDelete: 'set null' }),
    /** Client fixation on this complex: accepted at once or by a manager, valid this many days. */
    fixationMode: text().$type<TFixationMode>().notNull().default('auto'),
    fixationDays: smallint().notNull().default(30),
    /** The manager who takes this complex's requests when the company assigns by complex. */
    requestManagerId: integer().references(() => users.id, { onDelete: 'set null' }),
    title: text().notNull(),
    /** Structure variant (PRODUCT: type). */
    type: smallint().$type<TStructure>().notNull().default(Structure.apart),
    published: boolean().notNull().default(false),
    isFinished: boolean().notNull().default(false),
    /** Deadline: the first day of the month of completion. */
    dateBuild: date({ mode: 'string' }),
    /** Postponements (to a later quarter) of the complex's or its buildings' deadline: deadline_history keeps them. */
    deadlineShifts: smallint().notNull().default(0),
    /** A moderator confirmed the escrow bank of its trust card (the search filter «Эскроу»). */
    escrowVerified: boolean().notNull().default(false),
    isAction: boolean().notNull().default(false),
    description: text(),
    site: text(),

    address: text(),
    subregionId: integer().references(() => subregions.id, { onDelete: 'set null' }),
    latitude: doublePrecision(),
    longitude: doublePrecision(),

    features: smallint()
      .array()
      .$type<TFeature[]>()
      .notNull()
      .default(sql`'{}'::smallint[]`),

    // Characteristics
    houseType: smallint().$type<THouseType>(),
    houseClass: smallint().$type<THouseClass>(),
    material: smallint().$type<TMaterial>(),
    territory: smallint().$type<TTerritory>(),
    houseRoad: smallint().$type<THouseRoad>(),
    parking: smallint()
      .array()
      .$type<TParking[]>()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    ceilingHeight: numeric({ precision: 4, scale: 2, mode: 'number' }),
    /** Metres to the sea. */
    distanceSea: integer(),

    // Communications (values of Electricity, Gas, Sewage, Water, Heating)
    electricity: smallint(),
    gas: smallint(),
    sewage: smallint(),
    water: smallint(),
    heating: smallint().$type<THeating>(),

    // Checkout (Оформление и оплата)
    checkout: text(),
    agreement: smallint().$type<TAgreementType>(),
    payments: smallint()
      .array()
      .$type<TPayment[]>()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    roomTypes: smallint()
      .array()
      .$type<TRoomType[]>()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    contractTotal: smallint().$type<TContractTotal>(),
    installmentConditions: text(),
    docsSurchargePrice: integer(),
    /** Per м². */
    serviceCost: integer(),
    gasSurchargePrice: integer(),
    trashSurchargePrice: integer(),
    communicationsSurchargePrice: integer(),
    balconySurchargePrice: integer(),

    /** Agent commission, percent of the price; visible to agent, moder, admin only. */
    commission: numeric({ precision: 5, scale: 2, mode: 'number' }),
    commissionText: text(),
    /** Bookings from the chessboard: on or off, the hold and its one extension in hours (shared/bookings.ts). */
    bookingEnabled: boolean().notNull().default(false),
    bookingHoldHours: smallint().notNull().default(72),
    bookingExtensionHours: smallint().notNull().default(48),
    /** Commission terms (shared/deals.ts): `commission` above is the percent; or a fixed sum; overrides per layout. */
    commissionKind: text().$type<TCommissionKind>().notNull().default('percent'),
    commissionFixed: integer(),
    commissionOverrides: jsonb()
      .$type<TCommissionOverride[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Deals: from which stage the unit is sold, after how many days a stage stalls, the queue's turn in hours. */
    dealSoldFrom: text().$type<TDealSoldFrom>().notNull().default('contract'),
    dealStallDays: smallint().notNull().default(14),
    queueHours: smallint().notNull().default(4),
    /** The booking agreement's DOCX template (storage key) and its file name; null: none. */
    agreementTemplate: text(),
    agreementTemplateName: text(),

    // Aggregates over the units, kept current by refreshObjectStats whenever cells change.
    priceFrom: money(),
    priceTo: money(),
    areaFrom: area(),
    areaTo: area(),
    squarePriceFrom: integer(),
    /** Units that are not disabled. */
    flatsCount: integer().notNull().default(0),
    /** Units on sale (sale or assignment). */
    saleCount: integer().notNull().default(0),
    /** Layouts present among units on sale. */
    cntApart: smallint()
      .array()
      .$type<TLayout[]>()
      .notNull()
      .default(sql`'{}'::smallint[]`),

    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    publishedAt: at(),
    /** Title and address stemmed for Russian full-text search (search-text.ts). */
    searchText: tsvector().generatedAlwaysAs(complexVector),
    /** The address alone, for streets in the autocomplete. */
    addressText: tsvector().generatedAlwaysAs(nameVector('address')),
  },
  (t) => [
    index().on(t.ownerId),
    index().on(t.companyId),
    index().on(t.subregionId),
    index().on(t.latitude, t.longitude),
    index().on(t.priceFrom),
    index().on(t.areaFrom),
    index().on(t.dateBuild),
    index().on(t.published),
    // The default order of a search page (newest first), so a page stops after its rows (search-complexes.ts).
    index('objects_newest_idx').on(sql`coalesce(${t.publishedAt}, ${t.createdAt}) desc`, sql`${t.id} desc`),
    index('objects_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('objects_search_text_idx').using('gin', t.searchText),
    index('objects_address_text_idx').using('gin', t.addressText),
    index('objects_bare_title_idx').using('btree', sql`${bareNameSql('title')} text_pattern_ops`),
    index('objects_address_trgm_idx').using('gin', sql`${t.address} gin_trgm_ops`),
  ],
);

export const objectImages = pgTable(
  'object_images',
  {
    objectId: cascadeRef(() => objects.id),
    imageId: cascadeRef(() => images.id),
    sort: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.objectId, t.imageId] }), index().on(t.imageId)],
);

export const builders = pgTable(
  'builders',
  {
    id: id(),
    name: text().notNull(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    searchText: tsvector().generatedAlwaysAs(nameVector('name')),
  },
  (t) => [
    index().on(t.createdById),
    index('builders_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('builders_search_text_idx').using('gin', t.searchText),
    index('builders_bare_name_idx').using('btree', sql`${bareNameSql('name')} text_pattern_ops`),
  ],
);

export const objectBuilders = pgTable(
  'object_builders',
  {
    objectId: cascadeRef(() => objects.id),
    builderId: cascadeRef(() => builders.id),
    sort: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.objectId, t.builderId] }), index().on(t.builderId)],
);

export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    objectId: cascadeRef(() => objects.id),
    source: smallint().$type<TContactSource>(),
    position: text().notNull(),
    name: text().notNull(),
    phone: text().notNull(),
    phone2: text(),
    email: text(),
    email2: text(),
    sort: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.objectId)],
);

/** Documents of PRODUCT §3 types: pdf, jpg, png, docx, doc, xls, xlsx. */
export const documents = pgTable(
  'documents',
  {
    id: id(),
    objectId: cascadeRef(() => objects.id),
    name: text().notNull(),
    storageKey: text().notNull(),
    ext: text().notNull(),
    mime: text().notNull(),
    size: integer().notNull(),
    sort: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.objectId)],
);

export const news = pgTable(
  'news',
  {
    id: id(),
    objectId: cascadeRef(() => objects.id),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Sanitized HTML. */
    text: text().notNull(),
    created: at().notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.objectId, t.created), index().on(t.authorId)],
);

/** Partner companies shown on cards and in the filter (GET /api/partners answers a map keyed by id). */
export const partners = pgTable(
  'partners',
  {
    id: id(),
    name: text().notNull(),
    site: text(),
    logoImageId: integer().references(() => images.id, { onDelete: 'set null' }),
    builderId: integer().references(() => builders.id, { onDelete: 'set null' }),
    sort: integer().notNull().default(0),
  },
  (t) => [index().on(t.logoImageId), index().on(t.builderId)],
);

export type ObjectRow = typeof objects.$inferSelect;
export type NewObjectRow = typeof objects.$inferInsert;
export type ContactRow = typeof contacts.$inferSelect;
