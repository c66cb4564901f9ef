// Times the chessboard model on a 30 floors × 12 risers section. Run: npx tsx bench/chessboard-model.ts
import { CellStatus, PriceChange, RowType } from '#shared/enums.ts';
import { buildSection } from '#shared/chessboard/convert.ts';
import { buildCellIndex } from '#shared/chessboard/grid-index.ts';
import { buildLayout, gridPlacement } from '#shared/chessboard/layout.ts';
import { insertRows } from '#shared/chessboard/ops/insert-rows.ts';
import { mergeCells } from '#shared/chessboard/ops/merge-cells.ts';
import { splitCells } from '#shared/chessboard/ops/split-cells.ts';
import { applyPriceChange } from '#shared/chessboard/price-change.ts';
import { cellsInRect, isRectangle } from '#shared/chessboard/selection.ts';
import type { TChessSection } from '#shared/chessboard/types.ts';
import { validateStructure } from '#shared/chessboard/validate.ts';

const ROWS = 30;
const COLS = 12;

function section(): TChessSection {
  const base = buildSection({ rowsCount: ROWS, colsCount: COLS });
  // Every third floor has a two-unit flat on the left, like a real section.
  let s = base;
  for (let r = 0; r < ROWS; r += 3) {
    const keys = cellsInRect(buildCellIndex(s), [r, 0, r + 1, 2]).map((cell) => cell.key);
    const merged = mergeCells(s, keys);
    if (!merged.ok) throw new Error(merged.reason);
    s = merged.section;
  }
  const cells = s.cells.map((cell, i) => ({
    ...cell,
    data: {
      status: CellStatus.sale,
      number: String(i + 1),
      area: 30 + (i % 50),
      price: 3_000_000 + i * 10_000,
      squarePrice: null,
      cntApart: null,
      interior: null,
      isAction: i % 7 === 0,
      plan: null,
      floor: null,
    },
  }));
  return { ...s, cells };
}

/** Microseconds per call: the median and the best of 7 rounds of about 50 ms each, after a warm-up. */
function time(name: string, fn: () => unknown): { name: string; median: number; best: number } {
  for (let i = 0; i < 200; i++) fn();
  const rounds: number[] = [];
  for (let round = 0; round < 7; round++) {
    let calls = 0;
    const start = performance.now();
    let elapsed = 0;
    while (elapsed < 50) {
      for (let i = 0; i < 50; i++) fn();
      calls += 50;
      elapsed = performance.now() - start;
    }
    rounds.push((elapsed * 1000) / calls);
  }
  rounds.sort((a, b) => a - b);
  return { name, median: rounds[3]!, best: rounds[0]! };
}

const s = section();
const index = buildCellIndex(s);
const rect = [10, 2, 15, 8] as const;
const block = cellsInRect(index, rect).map((cell) => cell.key);
const merged = mergeCells(s, block);
if (!merged.ok) throw new Error(merged.reason);

const results = [
  time('index build (30×12)', () => buildCellIndex(s)),
  time('select 5×6 rectangle + isRectangle', () => isRectangle(cellsInRect(buildCellIndex(s), rect))),
  time('merge 5×6 cells', () => mergeCells(s, block)),
  time('split the merged 5×6 cell', () => splitCells(merged.section, merged.keys)),
  time('insert a floor', () =>
    insertRows(s, { anchor: s.rows[15]!.key, position: 'above', type: RowType.live, names: ['15а'] }),
  ),
  time('validate structure', () => validateStructure(s)),
  time('layout + placement of every cell', () => {
    const layout = buildLayout(s);
    for (const cell of s.cells) gridPlacement(layout, cell.bbox);
  }),
  time('mass price change (+3 %)', () =>
    applyPriceChange(s.cells, {
      type: PriceChange.percentUp,
      value: 3,
      forStatus: CellStatus.sale,
      forActions: false,
    }),
  ),
];

console.log(`Chessboard model, ${ROWS}×${COLS} section, ${s.cells.length} cells, Node ${process.version}`);
console.log('| operation | median µs | best µs |');
console.log('|---|---:|---:|');
for (const r of results) console.log(`| ${r.name} | ${r.median.toFixed(1)} | ${r.best.toFixed(1)} |`);
