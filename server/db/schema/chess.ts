import { sql } from 'drizzle-orm';
import { pgTable, text, integer, smallint, boolean, date, numeric, bigint, index } from 'drizzle-orm/pg-core';
import {
  CellStatus,
  RowType,
  type TCellStatus,
  type TInterior,
  type TLayout,
  type TRowType,
} from '#shared/enums.ts';
import { objects } from './objects.ts';
import { images } from './media.ts';
import { bbox, cascadeRef, createdAt, id, updatedAt, version } from './columns.ts';

/** A building (корпус) of a complex. */
export const pavilions = pgTable(
  'pavilions',
  {
    id: id(),
    objectId: cascadeRef(() => objects.id),
    name: text().notNull(),
    published: boolean().notNull().default(false),
    sort: integer().notNull().default(0),
    dateBuild: date({ mode: 'string' }),
    isAction: boolean().notNull().default(false),
    isFinished: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.objectId, t.sort),
    // Discovery hides the units of unpublished buildings; they are few, found through this small index.
    index('pavilions_hidden_idx')
      .on(t.id)
      .where(sql`not ${t.published}`),
  ],
);

/** A section (подъезд) of a building: one chessboard, rowsCount × colsCount grid units. */
export const sections = pgTable(
  'sections',
  {
    id: id(),
    pavilionId: cascadeRef(() => pavilions.id),
    objectId: cascadeRef(() => objects.id),
    name: text().notNull(),
    published: boolean().notNull().default(false),
    sort: integer().notNull().default(0),
    dateBuild: date({ mode: 'string' }),
    isFinished: boolean().notNull().default(false),
    rowsCount: smallint().notNull(),
    colsCount: smallint().notNull(),
    /** Bumped by any change inside the section (structure, a unit, a row, a column, a mass price change). */
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.pavilionId, t.sort),
    index().on(t.objectId),
    // Discovery hides the units of unpublished sections (server/modules/search/filter-sql.ts hiddenSections).
    index('sections_hidden_idx')
      .on(t.id)
      .where(sql`not ${t.published}`),
  ],
);

/** A riser (стояк). bbox spans every row; merged columns span several grid columns. */
export const cols = pgTable(
  'cols',
  {
    id: id(),
    sectionId: cascadeRef(() => sections.id),
    name: text().notNull().default(''),
    bbox: bbox(),
    disabled: boolean().notNull().default(false),
    version: version(),
  },
  (t) => [index().on(t.sectionId)],
);

/** A floor. Only living floors carry a name (the floor number). */
export const rows = pgTable(
  'rows',
  {
    id: id(),
    sectionId: cascadeRef(() => sections.id),
    name: text().notNull().default(''),
    type: smallint().$type<TRowType>().notNull().default(RowType.live),
    bbox: bbox(),
    disabled: boolean().notNull().default(false),
    planImageId: integer().references(() => images.id, { onDelete: 'set null' }),
    version: version(),
  },
  (t) => [index().on(t.sectionId), index().on(t.planImageId)],
);

/** A unit: flat, parking place, storeroom… */
export const cells = pgTable(
  'cells',
  {
    id: id(),
    sectionId: cascadeRef(() => sections.id),
    pavilionId: cascadeRef(() => pavilions.id),
    objectId: cascadeRef(() => objects.id),
    bbox: bbox(),
    disabled: boolean().notNull().default(false),
    status: smallint().$type<TCellStatus>().notNull().default(CellStatus.sale),
    number: text(),
    area: numeric({ precision: 8, scale: 2, mode: 'number' }),
    price: bigint({ mode: 'number' }),
    squarePrice: integer(),
    cntApart: smallint().$type<TLayout>(),
    interior: smallint().$type<TInterior>(),
    isAction: boolean().notNull().default(false),
    planImageId: integer().references(() => images.id, { onDelete: 'set null' }),
    /** Floor number: the numeric name of the bottom-most row the cell spans (shared/chessboard/floors.ts). */
    floor: smallint(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.sectionId),
    index().on(t.pavilionId),
    index().on(t.objectId, t.status),
    index().on(t.price),
    index().on(t.area),
    index().on(t.cntApart),
    index().on(t.planImageId),
    // Discovery (server/modules/search): units on sale (status 4 sale, 1 assignment) with a layout, the only ones a
    // search counts. Every column a unit filter reads is in the key, so matching units come from an index-only scan;
    // promoted ones have their own small index.
    index('cells_on_sale_idx')
      .on(
        t.objectId,
        t.cntApart,
        t.price,
        t.area,
        t.squarePrice,
        t.floor,
        t.interior,
        t.isAction,
        t.sectionId,
      )
      .where(sql`not ${t.disabled} and ${t.status} in (4, 1) and ${t.cntApart} is not null`),
    // A filter on layouts and price (the most common one) reads the matching units as a range per layout, and the
    // figures a card shows from the index alone (bench/README.md: 46 → 17.5 ms for the layouts + price search).
    index('cells_on_sale_layout_price_idx')
      // Drizzle has no INCLUDE: the covered columns trail the key instead, which serves an index-only scan alike.
      .on(t.cntApart, t.price, t.objectId, t.area, t.squarePrice, t.sectionId, t.isAction)
      .where(sql`not ${t.disabled} and ${t.status} in (4, 1) and ${t.cntApart} is not null`),
    index('cells_on_sale_action_idx')
      .on(t.objectId, t.sectionId)
      .where(
        sql`${t.isAction} and not ${t.disabled} and ${t.status} in (4, 1) and ${t.cntApart} is not null`,
      ),
  ],
);

export type PavilionRow = typeof pavilions.$inferSelect;
export type SectionRow = typeof sections.$inferSelect;
export type ColRow = typeof cols.$inferSelect;
export type RowRow = typeof rows.$inferSelect;
export type CellRow = typeof cells.$inferSelect;
