import { describe, expect, it } from 'vitest';
import { CellStatus, OfferStatus } from '#shared/enums.ts';
import { cellAction } from './cell-action.ts';

const cell = (status: number, ownerIds: number[] = []) => ({
  data: {
    status: status as 1 | 2 | 3 | 4 | 5,
    number: '8',
    area: 60,
    price: 1,
    squarePrice: null,
    cntApart: null,
    interior: null,
    isAction: false,
    plan: null,
    relevant: false,
    floor: 3,
  },
  offers: ownerIds.map((ownerId, i) => ({
    id: 100 + i,
    ownerId,
    area: 60,
    price: 1,
    commission: null,
    status: OfferStatus.active,
    ownerName: null,
  })),
});

describe('[chess] cellAction', () => {
  it('[chess] offers nothing on units that are not sold', () => {
    for (const status of [CellStatus.sale, CellStatus.reserve, CellStatus.fund, CellStatus.assignment]) {
      expect(cellAction(cell(status), { userId: 7, select: false })).toBeNull();
      expect(cellAction(cell(status), { userId: 7, select: true })).toBeNull();
    }
  });

  it('[chess] reads select in select mode, edit with an own offer, add otherwise', () => {
    expect(cellAction(cell(CellStatus.sold, [7]), { userId: 7, select: true })).toEqual({ kind: 'select' });
    expect(cellAction(cell(CellStatus.sold, [3, 7]), { userId: 7, select: false })).toEqual({
      kind: 'edit',
      offerId: 101,
    });
    expect(cellAction(cell(CellStatus.sold, [3]), { userId: 7, select: false })).toEqual({ kind: 'add' });
    expect(cellAction(cell(CellStatus.sold), { userId: null, select: false })).toEqual({ kind: 'add' });
  });
});
