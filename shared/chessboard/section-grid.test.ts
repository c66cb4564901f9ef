import { describe, expect, it } from 'vitest';
import { RowType } from '../enums.ts';
import { buildLayout } from './layout.ts';
import { deleteRows } from './ops/delete-lines.ts';
import { placeReaderSection, placeSection, sectionTemplate } from './section-grid.ts';
import { gridFrom } from './test-grid.ts';
import type { TChessSection } from './types.ts';

/** A 3 × 3 section with the middle floor deleted, a deleted unit «c» and a parking floor at the bottom. */
function section(): TChessSection {
  const rows = deleteRows(gridFrom(['AAB', 'DEF', 'GHc']), ['r1']);
  if (!rows.ok) throw new Error(rows.reason);
  return {
    ...rows.section,
    rows: rows.section.rows.map((row) =>
      row.key === 'r2' ? { ...row, type: RowType.parking, name: '' } : row,
    ),
  };
}

describe('[chessboard] the section grid both boards draw', () => {
  it('[chessboard] a reader’s board: labels in the first track, deleted floors collapsed, deleted units left out', () => {
    const grid = placeReaderSection(section());
    expect(grid.floors.map((f) => [f.row.key, f.gridRow, f.label])).toEqual([
      ['r0', '2 / 3', '3'],
      ['r2', '3 / 4', 'П'],
    ]);
    expect(grid.risers.map((r) => [r.gridColumn, r.label])).toEqual([
      ['2 / 3', '1'],
      ['3 / 4', '2'],
      ['4 / 5', '3'],
    ]);
    expect(grid.units.map((u) => [u.cell.key, u.gridRow, u.gridColumn, u.cols, u.rows])).toEqual([
      ['A', '2 / 3', '2 / 4', 2, 1],
      ['B', '2 / 3', '4 / 5', 1, 1],
      ['G', '3 / 4', '2 / 3', 1, 1],
      ['H', '3 / 4', '3 / 4', 1, 1],
    ]);
    expect(sectionTemplate(grid.layout, { col: '44px', row: '24px' }, { col: '40px', row: '40px' })).toEqual({
      gridTemplateColumns: '44px repeat(3, 40px)',
      gridTemplateRows: '24px repeat(2, 40px)',
    });
  });

  it('[chessboard] the editor keeps what is deleted in place, to restore it', () => {
    const s = section();
    const grid = placeSection(s, buildLayout(s, { collapseDisabled: false, rowOffset: 1, colOffset: 1 }), {
      keepDisabled: true,
    });
    expect(grid.floors.map((f) => [f.row.key, f.gridRow])).toEqual([
      ['r0', '2 / 3'],
      ['r1', '3 / 4'],
      ['r2', '4 / 5'],
    ]);
    expect(grid.units.map((u) => u.cell.key)).toEqual(['A', 'B', 'D', 'E', 'F', 'G', 'H', 'c']);
    expect(grid.layout.shownRows).toHaveLength(3);
  });
});
