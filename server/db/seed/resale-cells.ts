// The sold and assigned flats of published complexes that the demo's resale offers resell.
import { and, eq, inArray, isNotNull, max } from 'drizzle-orm';
import { CellStatus, RoomType, Structure } from '#shared/enums.ts';
import type { DbOrTx } from '../client.ts';
import { cells, objects } from '../schema/index.ts';
import type { ResaleCell } from './offer-plan.ts';

/** placeNames: the microdistrict of each complex, for the offers' descriptions. */
export async function loadResaleCells(tx: DbOrTx, placeNames: Map<number, string>): Promise<ResaleCell[]> {
  const resaleRows = await tx
    .select({
      cellId: cells.id,
      objectId: cells.objectId,
      pavilionId: cells.pavilionId,
      sectionId: cells.sectionId,
      status: cells.status,
      area: cells.area,
      price: cells.price,
      floor: cells.floor,
      cntApart: cells.cntApart,
      interior: cells.interior,
      address: objects.address,
      latitude: objects.latitude,
      longitude: objects.longitude,
      subregionId: objects.subregionId,
      roomTypes: objects.roomTypes,
    })
    .from(cells)
    .innerJoin(objects, eq(objects.id, cells.objectId))
    .where(
      and(
        inArray(cells.status, [CellStatus.sold, CellStatus.assignment]),
        eq(cells.disabled, false),
        isNotNull(cells.cntApart),
        isNotNull(cells.price),
        isNotNull(cells.area),
        eq(objects.published, true),
        eq(objects.type, Structure.apart),
      ),
    )
    .orderBy(cells.id);
  const topFloors = new Map(
    (
      await tx
        .select({ sectionId: cells.sectionId, top: max(cells.floor) })
        .from(cells)
        .groupBy(cells.sectionId)
    ).map((r) => [r.sectionId, r.top]),
  );
  return resaleRows.map((c) => ({
    ...c,
    area: c.area!,
    price: c.price!,
    cntApart: c.cntApart!,
    floorsTotal: topFloors.get(c.sectionId) ?? null,
    roomType: c.roomTypes[0] ?? RoomType.zhiloeRoom,
    placeName: placeNames.get(c.objectId) ?? '',
  }));
}
