import { describe, expect, it } from 'vitest';
import { CellStatus, HouseClass, Interior, Layout, RowType, Structure } from '#shared/enums.ts';
import { PLACES, DISTRICTS } from './content/geo.ts';
import { BUILDERS, COMPLEXES, DEMO_BUILDER_COMPANIES, PARTNERS } from './content/companies.ts';
import { isInland, placePoint, seaDistanceMeters } from './geo-math.ts';
import { quarterDeadline } from './complex-details.ts';
import { floorOfCell } from './create-section-grid.ts';
import { plainGrid, tilingProblems, type GridSpec } from './grid.ts';
import { Random } from './random.ts';
import { planCottageStreet, planSectionGrid, type SectionTop } from './section-plan.ts';

const tops: SectionTop[] = ['flat', 'penthouse', 'mansard', 'duplex'];

function randomSection(rng: Random) {
  return planSectionGrid(rng, {
    floors: rng.int(5, 30),
    risers: rng.int(2, 12),
    parkingRows: rng.int(0, 2),
    ground: rng.chance(0.5),
    top: rng.pick(tops),
    squarePrice: rng.int(250_000, 1_500_000),
    houseClass: rng.pick(HouseClass.ids),
    interior: rng.pick(Interior.ids),
    finished: rng.chance(0.3),
    actionShare: 0.1,
    firstNumber: rng.int(1, 200),
  });
}

/** Row types from the top: duplex or mansard, living floors, ground, parking at the bottom. */
const rank: Record<number, number> = {
  [RowType.duplex]: 0,
  [RowType.mansard]: 0,
  [RowType.live]: 1,
  [RowType.ground]: 2,
  [RowType.parking]: 3,
};

describe('[seed] chessboard planner', () => {
  it('[seed] tiles every planned grid exactly, rows and columns included', () => {
    const rng = new Random('tiling');
    for (let i = 0; i < 300; i++) {
      const { grid } = randomSection(rng);
      expect(tilingProblems(grid)).toEqual([]);
      expect(grid.rows).toHaveLength(grid.rowsCount);
      expect(grid.cols).toHaveLength(grid.colsCount);
      grid.rows.forEach((row, r) => expect(row.bbox).toEqual([r, 0, r + 1, grid.colsCount]));
      grid.cols.forEach((col, c) => expect(col.bbox).toEqual([0, c, grid.rowsCount, c + 1]));
      expect(grid.rowsCount).toBeLessThan(100);
      expect(grid.colsCount).toBeLessThanOrEqual(12);
    }
  });

  it('[seed] stacks row types in order and names living rows by floor', () => {
    const rng = new Random('rows');
    for (let i = 0; i < 100; i++) {
      const { grid } = randomSection(rng);
      const ranks = grid.rows.map((r) => rank[r.type]!);
      expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
      const named = grid.rows.filter((r) => r.type !== RowType.parking && r.type !== RowType.ground);
      expect(named.map((r) => Number(r.name))).toEqual(named.map((_, k) => named.length - k));
      grid.rows
        .filter((r) => r.type === RowType.parking || r.type === RowType.ground)
        .forEach((r) => expect(r.name).toBe(''));
    }
  });

  it('[seed] gives every unit consistent data and every flat a unique number', () => {
    const rng = new Random('units');
    for (let i = 0; i < 100; i++) {
      const { grid, lastNumber } = randomSection(rng);
      const flats = grid.cells.filter((c) => !c.disabled && c.cntApart != null);
      const numbers = flats.map((c) => Number(c.number));
      expect(new Set(numbers).size).toBe(numbers.length);
      expect(Math.max(...numbers)).toBe(lastNumber);
      for (const cell of grid.cells.filter((c) => !c.disabled)) {
        expect(CellStatus.has(cell.status)).toBe(true);
        expect(cell.area).toBeGreaterThan(0);
        if (cell.status === CellStatus.fund) {
          expect(cell.price).toBeNull();
        } else {
          expect(cell.squarePrice).toBe(Math.round(cell.price! / cell.area!));
        }
        if (cell.cntApart === Layout.penthouse)
          expect(cell.bbox[3] - cell.bbox[1] === 2 || cell.bbox[2] - cell.bbox[0] === 2).toBe(true);
      }
    }
  });

  it('[seed] puts duplexes over two floors and takes the floor from the lower one', () => {
    const rng = new Random('duplex');
    const { grid } = planSectionGrid(rng, {
      floors: 10,
      risers: 4,
      parkingRows: 1,
      ground: true,
      top: 'duplex',
      squarePrice: 600_000,
      houseClass: HouseClass.business,
      interior: Interior.chistInt,
      finished: false,
      actionShare: 0,
      firstNumber: 1,
    });
    expect(grid.rows.map((r) => r.type)).toEqual([
      RowType.duplex,
      RowType.duplex,
      ...Array(10).fill(RowType.live),
      RowType.ground,
      RowType.parking,
    ]);
    const duplexes = grid.cells.filter((c) => c.bbox[0] === 0);
    expect(duplexes.length).toBeGreaterThan(0);
    for (const cell of duplexes) {
      expect(cell.bbox[2]).toBe(2);
      expect(floorOfCell(grid, cell.bbox)).toBe(11);
    }
    const parking = grid.cells.filter((c) => c.bbox[0] === grid.rowsCount - 1 && !c.disabled);
    parking.forEach((c) => {
      expect(c.cntApart).toBeNull();
      expect(floorOfCell(grid, c.bbox)).toBeNull();
      expect(c.number).toMatch(/^М-\d+$/);
    });
  });

  it('[seed] lays a cottage street out as one row of odd-numbered houses', () => {
    const rng = new Random('street');
    for (let i = 0; i < 50; i++) {
      const grid = planCottageStreet(rng, {
        houses: rng.int(3, 12),
        squarePrice: 250_000,
        interior: Interior.predChistInt,
        finished: false,
        actionShare: 0.1,
      });
      expect(grid.rowsCount).toBe(1);
      expect(tilingProblems(grid)).toEqual([]);
      expect(grid.cols.map((c) => c.name)).toEqual(grid.cols.map((_, k) => String(2 * k + 1)));
    }
  });

  it('[seed] reports overlaps and gaps', () => {
    const grid: GridSpec = plainGrid({ floors: 2, risers: 2 });
    expect(tilingProblems(grid)).toEqual([]);
    grid.cells[0] = { ...grid.cells[0]!, bbox: [0, 0, 1, 2] };
    expect(tilingProblems(grid)).toEqual(['unit 0,1 is covered 2 times']);
    grid.cells.pop();
    expect(tilingProblems(grid)).toContain('unit 1,1 is covered 0 times');
  });
});

describe('[seed] Sochi geography', () => {
  it('[seed] keeps every anchor and every placed point on land, away from the water', () => {
    const rng = new Random('points');
    for (const place of [...PLACES, ...DISTRICTS])
      expect(isInland(place.latitude, place.longitude), place.name).toBe(true);
    for (const place of PLACES) {
      for (let i = 0; i < 40; i++) {
        const p = placePoint(rng, place);
        expect(isInland(p.latitude, p.longitude)).toBe(true);
        expect(seaDistanceMeters(p.latitude, p.longitude)).toBeGreaterThanOrEqual(300);
        expect(Math.abs(p.latitude - place.latitude)).toBeLessThan(0.02);
      }
    }
  });

  it('[seed] tells the sea from the land', () => {
    expect(isInland(43.55, 39.7)).toBe(false);
    expect(isInland(43.4, 39.9)).toBe(false);
    expect(isInland(43.5992, 39.7237)).toBe(true);
    expect(seaDistanceMeters(43.6795, 40.205)).toBeGreaterThan(25_000);
  });

  it('[seed] lists enough developers, partners, settlements and complexes of the demo builder', () => {
    expect(BUILDERS.length).toBeGreaterThanOrEqual(8);
    expect(PARTNERS.length).toBeGreaterThanOrEqual(8);
    const own = COMPLEXES.filter((c) => (DEMO_BUILDER_COMPANIES as readonly number[]).includes(c.builder));
    expect(own.length).toBeGreaterThanOrEqual(10);
    expect(COMPLEXES.filter((c) => c.draft).every((c) => own.includes(c))).toBe(true);
    expect(COMPLEXES.filter((c) => c.structure === Structure.cottage).length).toBeGreaterThanOrEqual(3);
    expect(new Set(COMPLEXES.map((c) => c.houseClass))).toEqual(new Set(HouseClass.ids));
  });

  it('[seed] places every complex in a known place', () => {
    const keys = new Set(PLACES.map((p) => p.key));
    expect(COMPLEXES.length).toBeGreaterThanOrEqual(40);
    for (const c of COMPLEXES) expect(keys.has(c.place), c.title).toBe(true);
    expect(new Set(COMPLEXES.map((c) => c.slug)).size).toBe(COMPLEXES.length);
  });
});

describe('[seed] deadlines', () => {
  it('[seed] dates a deadline on the last month of its quarter', () => {
    const now = new Date('2026-11-21T09:00:00Z');
    expect(quarterDeadline(now, 0)).toBe('2026-12-01');
    expect(quarterDeadline(now, 1)).toBe('2027-03-01');
    expect(quarterDeadline(now, -1)).toBe('2026-09-01');
    expect(quarterDeadline(now, -4)).toBe('2025-12-01');
    expect(quarterDeadline(now, 5)).toBe('2028-03-01');
  });
});
