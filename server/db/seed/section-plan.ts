// Realistic chessboards for the demo: risers with their own layouts, parking and commercial floors below,
// penthouses, mansards or two-floor duplexes on top, a lobby hole, statuses and Sochi prices.
import {
  CellStatus,
  HouseClass,
  Interior,
  Layout,
  RowType,
  type TCellStatus,
  type THouseClass,
  type TInterior,
  type TLayout,
  type TRowType,
} from '#shared/enums.ts';
import { gridCols, gridRows, type Bbox, type GridCellSpec, type GridSpec } from './grid.ts';
import type { Random } from './random.ts';

export type SectionTop = 'flat' | 'penthouse' | 'mansard' | 'duplex';

export interface SectionPlan {
  floors: number;
  risers: number;
  parkingRows: number;
  ground: boolean;
  top: SectionTop;
  /** ₽ per м² of a two-room flat on a low floor. */
  squarePrice: number;
  houseClass: THouseClass;
  interior: TInterior;
  finished: boolean;
  /** Share of units on sale under a promotion. */
  actionShare: number;
  /** Flats are numbered on through the sections of a building. */
  firstNumber: number;
}

const LAYOUT_WEIGHTS: Record<THouseClass, readonly (readonly [TLayout, number])[]> = {
  [HouseClass.economy]: [
    [Layout.studio, 35],
    [Layout.one, 35],
    [Layout.two, 20],
    [Layout.three, 10],
  ],
  [HouseClass.comfort]: [
    [Layout.studio, 20],
    [Layout.one, 35],
    [Layout.two, 30],
    [Layout.three, 15],
  ],
  [HouseClass.business]: [
    [Layout.studio, 10],
    [Layout.one, 25],
    [Layout.two, 35],
    [Layout.three, 25],
    [Layout.all, 5],
  ],
  [HouseClass.elit]: [
    [Layout.one, 15],
    [Layout.two, 35],
    [Layout.three, 40],
    [Layout.all, 10],
  ],
};

const AREA_RANGE: Record<TLayout, readonly [number, number]> = {
  [Layout.studio]: [21, 31],
  [Layout.one]: [34, 46],
  [Layout.two]: [52, 70],
  [Layout.three]: [72, 98],
  [Layout.all]: [45, 120],
  [Layout.penthouse]: [110, 220],
};

const CLASS_AREA: Record<THouseClass, number> = {
  [HouseClass.economy]: 0.92,
  [HouseClass.comfort]: 1,
  [HouseClass.business]: 1.12,
  [HouseClass.elit]: 1.3,
};

const LAYOUT_PRICE: Record<TLayout, number> = {
  [Layout.studio]: 1.08,
  [Layout.one]: 1.03,
  [Layout.two]: 1,
  [Layout.three]: 0.97,
  [Layout.all]: 0.95,
  [Layout.penthouse]: 1.25,
};

const PARKING_PRICE: Record<THouseClass, readonly [number, number]> = {
  [HouseClass.economy]: [1.1e6, 1.6e6],
  [HouseClass.comfort]: [1.6e6, 2.6e6],
  [HouseClass.business]: [2.6e6, 4.2e6],
  [HouseClass.elit]: [4.2e6, 6.5e6],
};

const STATUS_BUILDING: readonly (readonly [TCellStatus, number])[] = [
  [CellStatus.sale, 52],
  [CellStatus.sold, 18],
  [CellStatus.reserve, 8],
  [CellStatus.fund, 8],
  [CellStatus.assignment, 14],
];
const STATUS_FINISHED: readonly (readonly [TCellStatus, number])[] = [
  [CellStatus.sale, 45],
  [CellStatus.sold, 40],
  [CellStatus.reserve, 8],
  [CellStatus.fund, 7],
];

const round1 = (n: number) => Math.round(n * 10) / 10;
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
const roundPrice = (n: number) => Math.round(n / 10_000) * 10_000;

interface Draft extends GridCellSpec {
  bbox: Bbox;
  kind: 'flat' | 'parking' | 'commercial' | 'hole';
}

export function planSectionGrid(rng: Random, plan: SectionPlan): { grid: GridSpec; lastNumber: number } {
  const { floors, risers: C } = plan;
  const types: TRowType[] = [];
  if (plan.top === 'duplex') types.push(RowType.duplex, RowType.duplex);
  if (plan.top === 'mansard') types.push(RowType.mansard);
  for (let f = 0; f < floors; f++) types.push(RowType.live);
  if (plan.ground) types.push(RowType.ground);
  for (let p = 0; p < plan.parkingRows; p++) types.push(RowType.parking);
  const rows = gridRows(types, C);
  const R = rows.length;
  const floorOf = (r: number) => (rows[r]!.name ? Number(rows[r]!.name) : null);

  const risers = Array.from({ length: C }, (_, c) => {
    const corner = c === 0 || c === C - 1;
    const layout = corner
      ? rng.pick([Layout.two, Layout.three] as const)
      : rng.weighted(LAYOUT_WEIGHTS[plan.houseClass]);
    const [lo, hi] = AREA_RANGE[layout];
    return { layout, area: round1(rng.float(lo, hi) * CLASS_AREA[plan.houseClass]) };
  });

  const drafts: Draft[] = [];
  const pairs = (chance: number, onPair: (c: number) => void, onSingle: (c: number) => void) => {
    for (let c = 0; c < C; c++) {
      if (c + 1 < C && rng.chance(chance)) onPair(c++);
      else onSingle(c);
    }
  };
  const flat = (bbox: Bbox, cntApart: TLayout, area: number): Draft => ({
    bbox,
    kind: 'flat',
    cntApart,
    area: round1(area),
  });

  for (let r = 0; r < R; r++) {
    const type = types[r]!;
    if (type === RowType.duplex) {
      if (r > 0) continue; // both duplex rows are covered from the top one
      pairs(
        0.25,
        (c) =>
          drafts.push(
            flat(
              [0, c, 2, c + 2],
              Layout.penthouse,
              clamp((risers[c]!.area + risers[c + 1]!.area) * 1.6, 140, 280),
            ),
          ),
        (c) => drafts.push(flat([0, c, 2, c + 1], Layout.three, clamp(risers[c]!.area * 1.8, 90, 180))),
      );
    } else if (type === RowType.mansard || (plan.top === 'penthouse' && r === 0)) {
      const shrink = type === RowType.mansard ? 0.85 : 1;
      pairs(
        type === RowType.mansard ? 0.3 : 0.6,
        (c) =>
          drafts.push(
            flat(
              [r, c, r + 1, c + 2],
              Layout.penthouse,
              clamp((risers[c]!.area + risers[c + 1]!.area) * 1.1, 110, 220),
            ),
          ),
        (c) => drafts.push(flat([r, c, r + 1, c + 1], risers[c]!.layout, risers[c]!.area * shrink)),
      );
    } else if (type === RowType.live) {
      for (let c = 0; c < C; c++) {
        const lobby = floorOf(r) === 1 && c === 0 && C > 2 && !plan.ground;
        if (lobby || rng.chance(0.01)) drafts.push({ bbox: [r, c, r + 1, c + 1], kind: 'hole' });
        else drafts.push(flat([r, c, r + 1, c + 1], risers[c]!.layout, risers[c]!.area));
      }
    } else if (type === RowType.ground) {
      pairs(
        0.4,
        (c) =>
          drafts.push({ bbox: [r, c, r + 1, c + 2], kind: 'commercial', area: round1(rng.float(80, 170)) }),
        (c) =>
          drafts.push({ bbox: [r, c, r + 1, c + 1], kind: 'commercial', area: round1(rng.float(38, 95)) }),
      );
    } else {
      for (let c = 0; c < C; c++) {
        const ramp = r === R - 1 && c === C - 1 && C > 3;
        drafts.push(
          ramp
            ? { bbox: [r, c, r + 1, c + 1], kind: 'hole' }
            : { bbox: [r, c, r + 1, c + 1], kind: 'parking', area: round1(rng.float(13.3, 18)) },
        );
      }
    }
  }

  // Flats are numbered from the first floor up and left to right; parking places and premises on their own.
  const bottom = (d: Draft) => d.bbox[2] - 1;
  drafts.sort((a, b) => bottom(b) - bottom(a) || a.bbox[1] - b.bbox[1]);
  let number = plan.firstNumber;
  let parking = 1;
  let premises = 1;
  const weights = plan.finished ? STATUS_FINISHED : STATUS_BUILDING;
  const cells: GridCellSpec[] = drafts.map((d) => {
    if (d.kind === 'hole') return { bbox: d.bbox, disabled: true };
    const status =
      d.kind === 'parking'
        ? rng.weighted([...weights.filter(([s]) => s !== CellStatus.assignment)])
        : rng.weighted(weights);
    let price: number;
    if (d.kind === 'parking') {
      price = roundPrice(rng.float(...PARKING_PRICE[plan.houseClass]));
    } else {
      const floor = floorOf(bottom(d)) ?? 1;
      const layoutFactor = d.kind === 'flat' ? LAYOUT_PRICE[d.cntApart!] : 0.85;
      const duplex = types[d.bbox[0]] === RowType.duplex ? 1.15 : 1;
      const sqm =
        plan.squarePrice *
        (1 + 0.005 * Math.max(0, floor - 2)) *
        layoutFactor *
        duplex *
        rng.float(0.97, 1.03);
      price = roundPrice(d.area! * sqm);
    }
    const label =
      d.kind === 'flat' ? String(number++) : d.kind === 'parking' ? `М-${parking++}` : `Н-${premises++}`;
    const priced = status !== CellStatus.fund;
    return {
      bbox: d.bbox,
      status,
      number: label,
      area: d.area!,
      price: priced ? price : null,
      squarePrice: priced ? Math.round(price / d.area!) : null,
      cntApart: d.kind === 'flat' ? d.cntApart! : null,
      interior: d.kind === 'parking' ? null : rng.chance(0.85) ? plan.interior : rng.pick(Interior.ids),
      isAction: status === CellStatus.sale && rng.chance(plan.actionShare),
    };
  });

  return {
    grid: { rowsCount: R, colsCount: C, rows, cols: gridCols(R, C), cells },
    lastNumber: number - 1,
  };
}

export interface StreetPlan {
  houses: number;
  /** ₽ per м² of a house. */
  squarePrice: number;
  interior: TInterior;
  finished: boolean;
  actionShare: number;
}

/** A street of a cottage settlement: one row, one column per house, odd numbers; double plots and unbuilt ones. */
export function planCottageStreet(rng: Random, plan: StreetPlan): GridSpec {
  const C = plan.houses;
  const cells: GridCellSpec[] = [];
  const weights = plan.finished ? STATUS_FINISHED : STATUS_BUILDING;
  for (let c = 0; c < C; c++) {
    if (rng.chance(0.06)) {
      cells.push({ bbox: [0, c, 1, c + 1], disabled: true });
      continue;
    }
    const double = c + 1 < C && rng.chance(0.12);
    const area = round1(double ? rng.float(220, 340) : rng.float(95, 210));
    const status = rng.weighted(weights);
    const price = roundPrice(area * plan.squarePrice * rng.float(0.94, 1.06));
    const priced = status !== CellStatus.fund;
    cells.push({
      bbox: [0, c, 1, double ? c + 2 : c + 1],
      status,
      number: String(2 * c + 1),
      area,
      price: priced ? price : null,
      squarePrice: priced ? Math.round(price / area) : null,
      cntApart: double ? Layout.all : rng.pick([Layout.three, Layout.three, Layout.all] as const),
      interior: rng.chance(0.8) ? plan.interior : Interior.chistInt,
      isAction: status === CellStatus.sale && rng.chance(plan.actionShare),
    });
    if (double) c++;
  }
  return {
    rowsCount: 1,
    colsCount: C,
    rows: gridRows([RowType.live], C),
    cols: Array.from({ length: C }, (_, c) => ({ name: String(2 * c + 1), bbox: [0, c, 1, c + 1] as Bbox })),
    cells,
  };
}
