// A unit's figures as both chessboards show them: the buyers' (load-chess-view.ts) and the editor's
// (chess-editor/load-section.ts); the answer's schemas share the shape.
import type { TImage } from '#shared/schemas/common.ts';
import type { CellRow } from '../../db/schema/index.ts';

type CellFigures = Pick<
  CellRow,
  'status' | 'number' | 'area' | 'price' | 'squarePrice' | 'cntApart' | 'interior' | 'isAction' | 'floor'
>;

export function cellData(cell: CellFigures, plan: TImage | null, relevant: boolean) {
  return {
    status: cell.status,
    number: cell.number,
    area: cell.area,
    price: cell.price,
    squarePrice: cell.squarePrice,
    cntApart: cell.cntApart,
    interior: cell.interior,
    isAction: cell.isAction,
    plan,
    relevant,
    floor: cell.floor,
  };
}
