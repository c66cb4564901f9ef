// Tying an offer to a complex, building, section or cell. The deepest level given decides the rest, and the
// unit's facts (area, floor, layout, interior, address, place) come with it for the form to start from.
import { and, eq, max, ne, sql } from 'drizzle-orm';
import { CellStatus, OfferStatus, RoomType } from '#shared/enums.ts';
import { workflowTexts } from '#shared/texts/workflows.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  cells,
  objects,
  offers,
  pavilions,
  sections,
  type ObjectRow,
  type UserRow,
} from '../../db/schema/index.ts';
import { invalid } from '../../errors.ts';
import { isPublicObject, managesObject, userAccess, type Access } from '../../policies/visibility.ts';

export interface Tie {
  objectId: number | null;
  pavilionId: number | null;
  sectionId: number | null;
  cellId: number | null;
}

export const TIE_KEYS = ['objectId', 'pavilionId', 'sectionId', 'cellId'] as const;

/** Fields of an offer a tie can fill. */
export type UnitFacts = Partial<
  Pick<
    typeof offers.$inferInsert,
    | 'area'
    | 'floor'
    | 'floorsTotal'
    | 'cntApart'
    | 'interior'
    | 'price'
    | 'roomType'
    | 'address'
    | 'latitude'
    | 'longitude'
    | 'subregionId'
  >
>;

const t = workflowTexts.offers;
const openObject = () => sql<boolean>`${isPublicObject()}`;
const RESALE: number[] = [CellStatus.sold, CellStatus.assignment];
const NONE: Tie = { objectId: null, pavilionId: null, sectionId: null, cellId: null };

function objectFacts(object: ObjectRow): UnitFacts {
  return {
    address: object.address,
    latitude: object.latitude,
    longitude: object.longitude,
    subregionId: object.subregionId,
    roomType: object.roomTypes[0] ?? RoomType.zhiloeRoom,
  };
}

/** The owner of a complex and admins may tie offers to what buyers cannot see yet; others only to public parts. */
function mayTie(access: Access, object: ObjectRow, open: boolean, partsPublished: boolean): boolean {
  if (managesObject(access, object)) return true;
  return open && partsPublished;
}

async function topFloor(db: DbOrTx, sectionId: number): Promise<number | null> {
  const [row] = await db
    .select({ top: max(cells.floor) })
    .from(cells)
    .where(and(eq(cells.sectionId, sectionId), eq(cells.disabled, false)));
  return row?.top ?? null;
}

export async function resolveTie(
  db: DbOrTx,
  user: UserRow,
  input: Partial<Record<keyof Tie, number | null>>,
  offerId: number | null,
): Promise<{ tie: Tie; facts: UnitFacts }> {
  if (input.cellId != null) {
    const [row] = await db
      .select({
        cell: cells,
        object: objects,
        open: openObject(),
        parts: sql<boolean>`${sections.published} and ${pavilions.published}`,
      })
      .from(cells)
      .innerJoin(sections, eq(sections.id, cells.sectionId))
      .innerJoin(pavilions, eq(pavilions.id, cells.pavilionId))
      .innerJoin(objects, eq(objects.id, cells.objectId))
      .where(eq(cells.id, input.cellId));
    if (!row || row.cell.disabled || !mayTie(await userAccess(db, user), row.object, row.open, row.parts)) {
      throw invalid('cellId', t.cellNotFound);
    }
    if (!RESALE.includes(row.cell.status)) throw invalid('cellId', t.cellNotResale);
    const [taken] = await db
      .select({ id: offers.id })
      .from(offers)
      .where(
        and(
          eq(offers.userId, user.id),
          eq(offers.cellId, row.cell.id),
          ne(offers.status, OfferStatus.archive),
          offerId == null ? undefined : ne(offers.id, offerId),
        ),
      )
      .limit(1);
    if (taken) throw invalid('cellId', t.cellTaken);
    const c = row.cell;
    return {
      tie: { objectId: c.objectId, pavilionId: c.pavilionId, sectionId: c.sectionId, cellId: c.id },
      facts: {
        ...objectFacts(row.object),
        area: c.area,
        floor: c.floor,
        floorsTotal: await topFloor(db, c.sectionId),
        cntApart: c.cntApart,
        interior: c.interior,
        price: c.price,
      },
    };
  }
  if (input.sectionId != null) {
    const [row] = await db
      .select({
        section: sections,
        object: objects,
        open: openObject(),
        parts: sql<boolean>`${sections.published} and ${pavilions.published}`,
      })
      .from(sections)
      .innerJoin(pavilions, eq(pavilions.id, sections.pavilionId))
      .innerJoin(objects, eq(objects.id, sections.objectId))
      .where(eq(sections.id, input.sectionId));
    if (!row || !mayTie(await userAccess(db, user), row.object, row.open, row.parts))
      throw invalid('sectionId', t.sectionNotFound);
    const s = row.section;
    return {
      tie: { objectId: s.objectId, pavilionId: s.pavilionId, sectionId: s.id, cellId: null },
      facts: { ...objectFacts(row.object), floorsTotal: await topFloor(db, s.id) },
    };
  }
  if (input.pavilionId != null) {
    const [row] = await db
      .select({ pavilion: pavilions, object: objects, open: openObject() })
      .from(pavilions)
      .innerJoin(objects, eq(objects.id, pavilions.objectId))
      .where(eq(pavilions.id, input.pavilionId));
    if (!row || !mayTie(await userAccess(db, user), row.object, row.open, row.pavilion.published)) {
      throw invalid('pavilionId', t.sectionNotFound);
    }
    return {
      tie: { objectId: row.object.id, pavilionId: row.pavilion.id, sectionId: null, cellId: null },
      facts: objectFacts(row.object),
    };
  }
  if (input.objectId != null) {
    const [row] = await db
      .select({ object: objects, open: openObject() })
      .from(objects)
      .where(eq(objects.id, input.objectId));
    if (!row || !mayTie(await userAccess(db, user), row.object, row.open, true))
      throw invalid('objectId', t.objectNotFound);
    return { tie: { ...NONE, objectId: row.object.id }, facts: objectFacts(row.object) };
  }
  return { tie: NONE, facts: {} };
}
