// Starting an offer from a chessboard unit ties it there (PUT …/{id|draft} { objectId, sectionId, cellId }), and the
// server fills the unit's facts over what the offer held. An offer already on that unit needs no tie; one the owner
// has put something into is only re-tied when they agree (offer-editor.tsx asks).
import type { TOfferFull } from '#shared/schemas/offer.ts';

export interface UnitTie {
  objectId?: number;
  sectionId?: number;
  cellId?: number;
}

const idOf = (value: string | null | undefined) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The unit from a route's parts or query (complex, section, cell); whatever is not a positive id is left out. */
export const readUnitTie = (
  objectId: string | null | undefined,
  sectionId: string | null | undefined,
  cellId: string | null | undefined,
): UnitTie => ({ objectId: idOf(objectId), sectionId: idOf(sectionId), cellId: idOf(cellId) });

export function tiePatch(tie: UnitTie): Record<string, number> {
  return {
    ...(tie.objectId !== undefined ? { objectId: tie.objectId } : {}),
    ...(tie.sectionId !== undefined ? { sectionId: tie.sectionId } : {}),
    ...(tie.cellId !== undefined ? { cellId: tie.cellId } : {}),
  };
}

/** The offer is tied to the unit (or, for a tie without one, to that section or complex) already. */
export function isTiedTo(offer: TOfferFull, tie: UnitTie): boolean {
  if (tie.objectId === undefined || offer.object?.id !== tie.objectId) return false;
  if (tie.cellId !== undefined) return offer.cellId === tie.cellId;
  if (tie.sectionId !== undefined) return offer.sectionId === tie.sectionId && offer.cellId == null;
  return offer.sectionId == null && offer.cellId == null;
}

const filled = (value: unknown) => value !== null && value !== undefined && value !== '';

/** Something of the owner's that a tie would overwrite or take elsewhere; a tie to the same complex alone is not. */
export function hasContent(offer: TOfferFull, tie: UnitTie): boolean {
  if (offer.id === 0) return false;
  const own = [
    offer.price,
    offer.area,
    offer.floor,
    offer.floorsTotal,
    offer.cntApart,
    offer.interior,
    offer.description,
  ];
  if (own.some(filled) || offer.images.length > 0 || offer.allImages.length > 0) return true;
  if (offer.object) return offer.object.id !== tie.objectId || offer.cellId != null;
  return filled(offer.address);
}
