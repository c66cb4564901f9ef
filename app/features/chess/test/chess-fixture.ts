// A small buyers' chessboard for component tests, drawn top to bottom:
//   row 0 «3»: [ 7 merged over risers 1–2, sale, relevant ] [ 8 sold, with offers ]
//   row 1 «2»: deleted floor (its cells are deleted too)
//   row 2 «1»: [ 1 sale, relevant ] [ 2 reserve ] [ hole ]
//   row 3 «П»: parking [ М-1 ] [ М-2 ] [ М-3 ]
// Riser 4 is deleted.
import { CellStatus, CommissionType, Layout, OfferStatus, RowType } from '#shared/enums.ts';
import type { TChessView, TChessViewCell } from '#shared/schemas/realty.ts';

type Bbox = [number, number, number, number];

function cell(
  id: number,
  bbox: Bbox,
  data: Partial<TChessViewCell['data']> = {},
  extra: Partial<TChessViewCell> = {},
) {
  return {
    id,
    bbox,
    disabled: false,
    data: {
      status: CellStatus.sale,
      number: String(id),
      area: 40,
      price: 10_000_000,
      squarePrice: 250_000,
      cntApart: Layout.one,
      interior: null,
      isAction: false,
      plan: null,
      relevant: false,
      floor: 1,
      ...data,
    },
    offers: [],
    booking: null,
    ...extra,
  } satisfies TChessViewCell;
}

export const SELLER_ID = 40;
export const VIEWER_ID = 7;

export function chessFixture(): TChessView {
  return {
    id: 11,
    name: 'Секция 1',
    published: true,
    rowsCount: 4,
    colsCount: 4,
    objectId: 3,
    bookingEnabled: true,
    bookingHoldHours: 72,
    payments: [],
    pavilionId: 5,
    pavilionName: 'Корпус 1',
    dateBuild: '2027-05-01',
    isFinished: false,
    relevantCount: 2,
    rows: [
      { id: 1, bbox: [0, 0, 1, 4], disabled: false, type: RowType.live, name: '3', plan: null },
      { id: 2, bbox: [1, 0, 2, 4], disabled: true, type: RowType.live, name: '2', plan: null },
      { id: 3, bbox: [2, 0, 3, 4], disabled: false, type: RowType.live, name: '1', plan: null },
      { id: 4, bbox: [3, 0, 4, 4], disabled: false, type: RowType.parking, name: '', plan: null },
    ],
    cols: [
      { id: 1, bbox: [0, 0, 4, 1], disabled: false, name: '1' },
      { id: 2, bbox: [0, 1, 4, 2], disabled: false, name: '2' },
      { id: 3, bbox: [0, 2, 4, 3], disabled: false, name: '3' },
      { id: 4, bbox: [0, 3, 4, 4], disabled: true, name: '4' },
    ],
    cells: [
      cell(7, [0, 0, 1, 2], {
        cntApart: Layout.penthouse,
        area: 120,
        price: 60_000_000,
        relevant: true,
        floor: 3,
      }),
      cell(
        8,
        [0, 2, 1, 3],
        { status: CellStatus.sold, cntApart: Layout.two, floor: 3 },
        {
          offers: [
            {
              id: 501,
              ownerId: SELLER_ID,
              ownerName: 'Иван Продавцов',
              status: OfferStatus.active,
              area: 60,
              price: 21_000_000,
              commission: { type: CommissionType.fiftyFifty, price: 150_000 },
            },
          ],
        },
      ),
      cell(9, [0, 3, 1, 4], {}, { disabled: true }),
      cell(10, [1, 0, 2, 1], {}, { disabled: true }),
      cell(11, [1, 1, 2, 2], {}, { disabled: true }),
      cell(12, [1, 2, 2, 3], {}, { disabled: true }),
      cell(13, [1, 3, 2, 4], {}, { disabled: true }),
      cell(1, [2, 0, 3, 1], { relevant: true }),
      cell(2, [2, 1, 3, 2], { status: CellStatus.reserve }),
      cell(3, [2, 2, 3, 3], {}, { disabled: true }),
      cell(14, [2, 3, 3, 4], {}, { disabled: true }),
      cell(21, [3, 0, 4, 1], { number: 'М-1', cntApart: null, floor: null }),
      cell(22, [3, 1, 4, 2], { number: 'М-2', cntApart: null, floor: null }),
      cell(23, [3, 2, 4, 3], { number: 'М-3', cntApart: null, floor: null, status: CellStatus.fund }),
      cell(24, [3, 3, 4, 4], {}, { disabled: true }),
    ],
  };
}

/** A plain tower: `floors` × `risers` units on sale, numbered from the top floor down. */
export function towerFixture(floors: number, risers: number): TChessView {
  const base = chessFixture();
  return {
    ...base,
    rowsCount: floors,
    colsCount: risers,
    relevantCount: 0,
    rows: Array.from({ length: floors }, (_, i) => ({
      id: i + 1,
      bbox: [i, 0, i + 1, risers] as Bbox,
      disabled: false,
      type: RowType.live,
      name: String(floors - i),
      plan: null,
    })),
    cols: Array.from({ length: risers }, (_, j) => ({
      id: j + 1,
      bbox: [0, j, floors, j + 1] as Bbox,
      disabled: false,
      name: String(j + 1),
    })),
    cells: Array.from({ length: floors * risers }, (_, k) =>
      cell(k + 1, [Math.floor(k / risers), k % risers, Math.floor(k / risers) + 1, (k % risers) + 1], {
        floor: floors - Math.floor(k / risers),
      }),
    ),
  };
}
