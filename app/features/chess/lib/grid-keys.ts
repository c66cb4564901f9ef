// Keyboard moves over the buyers' chessboard (the ARIA grid pattern's keys): the board is one Tab stop and the
// arrows walk its units by where they are placed on the CSS grid. Pure: the grid component asks where to go and
// moves the focus itself.

/** A unit as placed: its grid lines (`gridRow: '2 / 3'`, `gridColumn: '2 / 4'`). */
export interface GridSpot {
  id: number;
  gridRow: string;
  gridColumn: string;
}

interface Box {
  id: number;
  /** First and past-the-end grid lines. */
  r0: number;
  r1: number;
  c0: number;
  c1: number;
}

export type TGridMove = 'left' | 'right' | 'up' | 'down' | 'rowStart' | 'rowEnd' | 'first' | 'last';

function lines(area: string): [number, number] {
  const [start, end] = area.split('/').map((part) => parseInt(part, 10));
  const from = start ?? 0;
  return [from, end != null && !Number.isNaN(end) ? end : from + 1];
}

/** Top floor first, left to right; a unit over several floors counts on its top one. */
const readingOrder = (a: Box, b: Box) => a.r0 - b.r0 || a.c0 - b.c0;

/** How far a unit is from a grid column: 0 when it covers it. */
const distance = (box: Box, column: number) =>
  column < box.c0 ? box.c0 - column : column >= box.c1 ? column - box.c1 + 1 : 0;

export interface GridKeys {
  /** The first unit in reading order: the board's Tab stop when none is selected. */
  first: number | null;
  /** Where a move from a unit lands; null when there is nowhere to go (or the unit is unknown). */
  move: (fromId: number, move: TGridMove) => number | null;
}

export function gridKeys(spots: readonly GridSpot[]): GridKeys {
  const boxes = spots.map((spot): Box => {
    const [r0, r1] = lines(spot.gridRow);
    const [c0, c1] = lines(spot.gridColumn);
    return { id: spot.id, r0, r1, c0, c1 };
  });
  boxes.sort(readingOrder);
  const byId = new Map(boxes.map((box) => [box.id, box]));
  const lastLine = boxes.reduce((max, box) => Math.max(max, box.r1), 0);
  /** The units on a floor's grid row, left to right (a merged unit once, on each floor it covers). */
  const onRow = (row: number) => boxes.filter((box) => box.r0 <= row && row < box.r1);
  /** The unit of a floor nearest to a column; on a tie, the left one. */
  const nearest = (row: Box[], column: number) =>
    row.reduce<Box | null>(
      (best, box) => (!best || distance(box, column) < distance(best, column) ? box : best),
      null,
    );

  const move = (fromId: number, to: TGridMove): number | null => {
    const from = byId.get(fromId);
    if (!from) return null;
    let target: Box | null | undefined = null;
    switch (to) {
      case 'first':
        target = boxes[0];
        break;
      case 'last':
        target = boxes[boxes.length - 1];
        break;
      case 'rowStart':
        target = onRow(from.r0)[0];
        break;
      case 'rowEnd':
        target = onRow(from.r0).at(-1);
        break;
      case 'right':
        target = onRow(from.r0).find((box) => box.c0 > from.c0);
        break;
      case 'left':
        target = onRow(from.r0).findLast((box) => box.c0 < from.c0);
        break;
      case 'up':
        for (let row = from.r0 - 1; row >= 1 && !target; row--) target = nearest(onRow(row), from.c0);
        break;
      case 'down':
        for (let row = from.r1; row < lastLine && !target; row++) target = nearest(onRow(row), from.c0);
        break;
    }
    return target && target.id !== fromId ? target.id : null;
  };
  return { first: boxes[0]?.id ?? null, move };
}

/** The move a key asks for, or null for any other key. */
export function keyMove(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}): TGridMove | null {
  if (event.altKey) return null;
  const board = event.ctrlKey || event.metaKey;
  switch (event.key) {
    case 'ArrowRight':
      return board ? null : 'right';
    case 'ArrowLeft':
      return board ? null : 'left';
    case 'ArrowUp':
      return board ? null : 'up';
    case 'ArrowDown':
      return board ? null : 'down';
    case 'Home':
      return board ? 'first' : 'rowStart';
    case 'End':
      return board ? 'last' : 'rowEnd';
    default:
      return null;
  }
}
