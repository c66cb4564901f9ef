import { describe, expect, it } from 'vitest';
import { buildCellIndex } from '#shared/chessboard/grid-index.ts';
import { buildLayout } from '#shared/chessboard/layout.ts';
import { refusalText } from '#shared/chessboard/result.ts';
import { drawKeys, drawShape, gridFrom } from '#shared/chessboard/test-grid.ts';
import type { TChessSection } from '#shared/chessboard/types.ts';
import { selectArea, combine, emptySelection, type TSelection } from './selection.ts';
import { availability, runCommand, unitsCovered } from './structure-ops.ts';

const drag = (
  section: TChessSection,
  kind: TSelection['kind'],
  from: [number, number],
  to: [number, number],
) => {
  const layout = buildLayout(section, { collapseDisabled: false, rowOffset: 1, colOffset: 1 });
  const keys = selectArea(
    section,
    buildCellIndex(section),
    layout,
    kind,
    { row: from[0], col: from[1] },
    {
      row: to[0],
      col: to[1],
    },
  );
  return { kind, keys };
};

describe('[chess-editor] selection to merge', () => {
  const section = gridFrom(['AABC', 'AADE', 'FGHI']);

  it('[chess-editor] a drag selects every cell the rectangle touches, a merged one whole', () => {
    expect(drag(section, 'cells', [0, 1], [1, 2]).keys).toEqual(['A', 'B', 'D']);
    expect(drag(section, 'cells', [2, 3], [1, 2]).keys.sort()).toEqual(['D', 'E', 'H', 'I']);
  });

  it('[chess-editor] cells filling a rectangle merge; the top-left one survives', () => {
    const result = runCommand(section, 'merge', drag(section, 'cells', [1, 2], [2, 3]));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(drawKeys(result.section)).toEqual(['AABC', 'AADD', 'FGDD']);
    expect(result.keys).toEqual(['D']);
  });

  it('[chess-editor] a selection that is not a rectangle is refused with the alert of PRODUCT §5', () => {
    const selection = drag(section, 'cells', [0, 1], [0, 2]); // A (2×2) and B
    expect(availability(section, selection).merge).toBe(true);
    const result = runCommand(section, 'merge', selection);
    expect(result).toEqual({ ok: false, reason: 'notRectangle' });
    if (result.ok) return;
    expect(refusalText(result.reason)).toBe('Выбранные квартиры не составляют прямоугольник!');
  });

  it('[chess-editor] merge needs two items, none deleted', () => {
    const holed = gridFrom(['AB', 'cD']);
    expect(availability(holed, { kind: 'cells', keys: ['A'] }).merge).toBe(false);
    expect(availability(holed, { kind: 'cells', keys: ['A', 'c'] }).merge).toBe(false);
    expect(availability(holed, { kind: 'cells', keys: ['A', 'B'] }).merge).toBe(true);
  });

  it('[chess-editor] a drag on the floor labels picks floors, on the riser labels risers', () => {
    expect(drag(section, 'rows', [0, 0], [1, 0]).keys).toEqual(['r0', 'r1']);
    expect(drag(section, 'cols', [0, 3], [0, 2]).keys).toEqual(['c2', 'c3']);
    const floors = runCommand(section, 'merge', drag(section, 'rows', [0, 0], [1, 0]));
    expect(floors.ok && floors.section.rows.map((r) => r.bbox)).toEqual([
      [0, 0, 2, 4],
      [2, 0, 3, 4],
    ]);
  });

  it('[chess-editor] Ctrl/Shift adds a drag to a selection of the same kind only', () => {
    const first = { kind: 'cells', keys: ['A'] } as const;
    expect(combine(first, 'cells', ['B', 'A'], true).keys).toEqual(['A', 'B']);
    expect(combine(first, 'cells', ['B'], false).keys).toEqual(['B']);
    expect(combine(first, 'rows', ['r1'], true)).toEqual({ kind: 'rows', keys: ['r1'] });
    expect(combine(emptySelection, 'cells', ['C'], true).keys).toEqual(['C']);
  });
});

describe('[chess-editor] split availability', () => {
  const section = gridFrom(['AAB', 'AAC', 'DEF']);

  it('[chess-editor] split is offered only for an item covering more than one unit', () => {
    expect(availability(section, { kind: 'cells', keys: ['B'] }).split).toBe(false);
    expect(availability(section, { kind: 'cells', keys: ['A'] }).split).toBe(true);
    expect(availability(section, { kind: 'cells', keys: ['B', 'A'] }).split).toBe(true);
  });

  it('[chess-editor] a floor is split by the floors it spans, not by its width', () => {
    expect(unitsCovered('rows', [0, 0, 1, 3])).toBe(1);
    expect(availability(section, { kind: 'rows', keys: ['r0'] }).split).toBe(false);
    expect(availability(section, { kind: 'cols', keys: ['c1'] }).split).toBe(false);
    const merged = runCommand(section, 'merge', { kind: 'rows', keys: ['r0', 'r1'] });
    expect(merged.ok).toBe(true);
    if (!merged.ok) return;
    expect(availability(merged.section, { kind: 'rows', keys: merged.keys }).split).toBe(true);
  });

  it('[chess-editor] split puts the merged cell back into units', () => {
    const result = runCommand(section, 'split', { kind: 'cells', keys: ['A'] });
    expect(result.ok && drawShape(result.section)).toEqual(['ABC', 'DEF', 'GHI']);
  });
});

describe('[chess-editor] delete and restore', () => {
  it('[chess-editor] deleting a floor disables its cells; restoring brings them back', () => {
    const section = gridFrom(['AB', 'CD', 'EF']);
    const removed = runCommand(section, 'remove', { kind: 'rows', keys: ['r1'] });
    expect(removed.ok).toBe(true);
    if (!removed.ok) return;
    expect(removed.section.rows[1]!.disabled).toBe(true);
    expect(drawShape(removed.section)).toEqual(['AB', 'cd', 'EF']);
    expect(availability(removed.section, { kind: 'cells', keys: ['C'] }).restore).toBe(false);
    expect(availability(removed.section, { kind: 'rows', keys: ['r1'] }).restore).toBe(true);
    const restored = runCommand(removed.section, 'restore', { kind: 'rows', keys: ['r1'] });
    expect(restored.ok && drawShape(restored.section)).toEqual(['AB', 'CD', 'EF']);
  });
});
