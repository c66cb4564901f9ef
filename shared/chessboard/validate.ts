// Checks a section structure before it is saved: counts, bboxes, rows and cols tiling their axis, cells tiling the grid.
import { RowType } from '../enums.ts';
import { plural } from '../format.ts';
import { fill } from '../texts/ru.ts';
import { isBboxInGrid } from './bbox.ts';
import { axisEnd, axisStart, type TAxis } from './grid-index.ts';
import { CHESS_MAX_LINES } from './limits.ts';
import { deletedLines, touchesDeleted } from './ops/common.ts';
import { chessTexts } from './texts.ts';
import type { TBbox } from './types.ts';

const t = chessTexts.problem;

export interface TStructureProblem {
  /** Where, as in a request body: ['cells', 3, 'bbox']. */
  readonly path: readonly (string | number)[];
  readonly message: string;
}

type TItem = {
  readonly key?: string;
  readonly id?: number;
  readonly bbox: TBbox;
  readonly disabled: boolean;
};

export interface TCheckedStructure {
  readonly rowsCount: number;
  readonly colsCount: number;
  readonly rows: readonly (TItem & { readonly type: number })[];
  readonly cols: readonly TItem[];
  readonly cells: readonly TItem[];
}

/** Problems of one kind, at most `limit` of them spelled out, the rest counted. */
class Problems {
  readonly list: TStructureProblem[] = [];
  private extra = new Map<string, number>();
  private seen = new Map<string, number>();

  constructor(private readonly limit = 10) {}

  add(kind: string, path: readonly (string | number)[], message: string): void {
    const n = (this.seen.get(kind) ?? 0) + 1;
    this.seen.set(kind, n);
    if (n <= this.limit) this.list.push({ path, message });
    else this.extra.set(kind, (this.extra.get(kind) ?? 0) + 1);
  }

  done(): TStructureProblem[] {
    for (const [kind, n] of this.extra) {
      const problems = plural(n, t.problemForms);
      this.list.push({ path: [kind.split(':')[0]!], message: fill(t.more, { n, problems }) });
    }
    return this.list;
  }
}

const isCount = (n: unknown): n is number =>
  Number.isInteger(n) && (n as number) >= 1 && (n as number) <= CHESS_MAX_LINES;

function checkUnique(out: Problems, field: string, items: readonly TItem[]): void {
  const keys = new Set<string>();
  const ids = new Set<number>();
  items.forEach((item, i) => {
    if (item.key !== undefined) {
      if (keys.has(item.key))
        out.add(`${field}:key`, [field, i, 'key'], fill(t.duplicateKey, { key: item.key }));
      keys.add(item.key);
    }
    if (item.id !== undefined) {
      if (ids.has(item.id)) out.add(`${field}:id`, [field, i, 'id'], fill(t.duplicateId, { id: item.id }));
      ids.add(item.id);
    }
  });
}

/** Rows must each span the full width and together cover every grid row once; cols likewise. */
function checkLines(out: Problems, s: TCheckedStructure, axis: TAxis): void {
  const field = axis === 'row' ? 'rows' : 'cols';
  const items: readonly TItem[] = axis === 'row' ? s.rows : s.cols;
  const count = axis === 'row' ? s.rowsCount : s.colsCount;
  const across = axis === 'row' ? s.colsCount : s.rowsCount;
  const [as, ae] = axis === 'row' ? [1, 3] : [0, 2];
  const cover = new Uint16Array(count);
  items.forEach((item, i) => {
    if (!isBboxInGrid(item.bbox, s.rowsCount, s.colsCount)) {
      out.add(`${field}:bbox`, [field, i, 'bbox'], t.badBbox);
      return;
    }
    if (item.bbox[as] !== 0 || item.bbox[ae] !== across) {
      out.add(`${field}:bbox`, [field, i, 'bbox'], axis === 'row' ? t.rowWidth : t.colHeight);
      return;
    }
    for (let l = item.bbox[axisStart(axis)]; l < item.bbox[axisEnd(axis)]; l++) cover[l]!++;
  });
  for (let l = 0; l < count; l++) {
    if (cover[l] === 1) continue;
    const message =
      axis === 'row' ? (cover[l] ? t.rowOverlap : t.rowUncovered) : cover[l] ? t.colOverlap : t.colUncovered;
    out.add(`${field}:cover`, [field], fill(message, { line: l + 1 }));
  }
  if (axis === 'row') {
    s.rows.forEach((row, i) => {
      if (!RowType.has(row.type)) out.add('rows:type', ['rows', i, 'type'], t.rowType);
    });
  }
}

function checkCells(out: Problems, s: TCheckedStructure): void {
  const { rowsCount, colsCount } = s;
  const cover = new Uint16Array(rowsCount * colsCount);
  // Deleted lines count only where the lines themselves are sound.
  const deleted = deletedLines({
    ...s,
    rows: s.rows.filter((row) => isBboxInGrid(row.bbox, rowsCount, colsCount)),
    cols: s.cols.filter((col) => isBboxInGrid(col.bbox, rowsCount, colsCount)),
  });
  s.cells.forEach((cell, i) => {
    if (!isBboxInGrid(cell.bbox, rowsCount, colsCount)) {
      out.add('cells:bbox', ['cells', i, 'bbox'], t.badBbox);
      return;
    }
    const [r0, c0, r1, c1] = cell.bbox;
    for (let r = r0; r < r1; r++) for (let c = c0; c < c1; c++) cover[r * colsCount + c]!++;
    if (!cell.disabled && touchesDeleted(cell.bbox, deleted)) {
      out.add('cells:disabled', ['cells', i, 'disabled'], t.cellInDeletedLine);
    }
  });
  for (let r = 0; r < rowsCount; r++) {
    for (let c = 0; c < colsCount; c++) {
      const n = cover[r * colsCount + c]!;
      if (n === 1) continue;
      const unit = { row: r + 1, col: c + 1 };
      out.add('cells:cover', ['cells'], fill(n ? t.cellOverlap : t.cellUncovered, unit));
    }
  }
}

/** Every problem in Russian, with its path; an empty list means the structure can be saved. */
export function validateStructure(s: TCheckedStructure): TStructureProblem[] {
  const out = new Problems();
  if (!isCount(s.rowsCount)) out.add('rowsCount', ['rowsCount'], fill(t.count, { what: t.floors }));
  if (!isCount(s.colsCount)) out.add('colsCount', ['colsCount'], fill(t.count, { what: t.risers }));
  if (out.list.length) return out.done();
  checkUnique(out, 'rows', s.rows);
  checkUnique(out, 'cols', s.cols);
  checkUnique(out, 'cells', s.cells);
  checkLines(out, s, 'row');
  checkLines(out, s, 'col');
  checkCells(out, s);
  return out.done();
}

/** Problems as the body of a 422: `{ 'cells.3.bbox': ['Неверные границы'] }`. */
export function problemsToErrors(problems: readonly TStructureProblem[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const { path, message } of problems) (errors[path.join('.')] ??= []).push(message);
  return errors;
}
