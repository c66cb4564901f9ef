// The section's grid as buyers see it (PRODUCT §9: cells 40 px, gap 2, floor labels with the row-type letters П/Ц/М/Д,
// statuses coloured, the fund locked), with the editor's selection on top. Clicks and drags are delegated here:
// every unit, floor label and riser label carries data-kind and data-key.
import { useMemo, type PointerEvent, type RefObject } from 'react';
import { gridPlacement, rowLabel, type TChessLayout } from '#shared/chessboard/layout.ts';
import type { TChessSection } from '#shared/chessboard/types.ts';
import { chessEditorTexts } from '#shared/texts/chess-editor.ts';
import { highlight } from '../model/highlight.ts';
import type { TSelection } from '../model/selection.ts';
import { GridCell } from './grid-cell.tsx';
import styles from './chess-grid.module.css';

const t = chessEditorTexts.editor;

export type TGridTarget = 'cell' | 'row' | 'col';

export interface ChessGridProps {
  section: TChessSection;
  /** Built with rowOffset 1 and colOffset 1: the labels take the first track of each axis. */
  layout: TChessLayout;
  editing: boolean;
  selection: TSelection;
  label: string;
  gridRef?: RefObject<HTMLDivElement | null>;
  originRef?: RefObject<HTMLDivElement | null>;
  onPointerDown?: (event: PointerEvent<HTMLDivElement>) => void;
  /** View mode: a unit, a floor or a riser was clicked. */
  onOpen?: (target: TGridTarget, key: string) => void;
}

/** `a / b` of one axis; null when every line of the span is collapsed. */
function span(lines: Int32Array, from: number, to: number): string | null {
  const start = lines[from]!;
  const end = lines[to]!;
  return start === end ? null : `${start} / ${end}`;
}

export function ChessGrid({
  section,
  layout,
  editing,
  selection,
  label,
  gridRef,
  originRef,
  onPointerDown,
  onOpen,
}: ChessGridProps) {
  const lit = useMemo(() => highlight(section, selection), [section, selection]);

  return (
    <div
      ref={gridRef}
      className={styles.grid}
      role="group"
      aria-label={label}
      data-editing={editing || undefined}
      style={{
        gridTemplateColumns: `auto repeat(${layout.shownCols.length}, var(--chess-cell))`,
        gridTemplateRows: `auto repeat(${layout.shownRows.length}, var(--chess-cell))`,
      }}
      onPointerDown={onPointerDown}
      onClick={(event) => {
        if (editing || !onOpen) return;
        const target = (event.target as HTMLElement).closest<HTMLElement>('[data-kind]');
        const kind = target?.dataset.kind as TGridTarget | undefined;
        if (kind && target?.dataset.key) onOpen(kind, target.dataset.key);
      }}
    >
      <div className={styles.corner} style={{ gridRow: '1', gridColumn: '1' }} aria-hidden="true">
        {t.floor}
      </div>
      <div
        ref={originRef}
        className={styles.origin}
        style={{ gridRow: '2', gridColumn: '2' }}
        aria-hidden="true"
      />
      {section.cols.map((col) => {
        const gridColumn = span(layout.colLines, col.bbox[1], col.bbox[3]);
        if (!gridColumn) return null;
        const selected = lit.selected.has(col.key);
        return (
          <button
            key={col.key}
            type="button"
            className={styles.colLabel}
            style={{ gridRow: '1', gridColumn }}
            data-kind="col"
            data-key={col.key}
            data-disabled={col.disabled || undefined}
            data-selected={selected || undefined}
            aria-pressed={editing ? selected : undefined}
            title={`${t.riser} ${col.name}`}
          >
            {col.name}
          </button>
        );
      })}
      {section.rows.map((row) => {
        const gridRow = span(layout.rowLines, row.bbox[0], row.bbox[2]);
        if (!gridRow) return null;
        const selected = lit.selected.has(row.key);
        return (
          <button
            key={row.key}
            type="button"
            className={styles.rowLabel}
            style={{ gridRow, gridColumn: '1' }}
            data-kind="row"
            data-key={row.key}
            data-disabled={row.disabled || undefined}
            data-selected={selected || undefined}
            aria-pressed={editing ? selected : undefined}
            title={`${t.floor} ${rowLabel(row)}`}
          >
            {rowLabel(row)}
          </button>
        );
      })}
      {section.cells.map((cell) => {
        const place = gridPlacement(layout, cell.bbox);
        if (!place) return null;
        return (
          <GridCell
            key={cell.key}
            cell={cell}
            gridRow={place.gridRow}
            gridColumn={place.gridColumn}
            selected={lit.selected.has(cell.key)}
            lineSelected={lit.lineSelected.has(cell.key)}
          />
        );
      })}
    </div>
  );
}
