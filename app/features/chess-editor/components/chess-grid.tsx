// The section's grid as buyers see it (PRODUCT §9: cells 40 px, gap 2, floor labels with the row-type letters П/Ц/М/Д,
// statuses coloured, the fund locked), with the editor's selection on top. Clicks and drags are delegated here:
// every unit, floor label and riser label carries data-kind and data-key.
import { useMemo, type PointerEvent, type RefObject } from 'react';
import type { TChessLayout } from '#shared/chessboard/layout.ts';
import { placeSection, sectionTemplate } from '#shared/chessboard/section-grid.ts';
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
  // Deleted lines and units stay in place (greyed) so the builder can restore them.
  const grid = useMemo(() => placeSection(section, layout, { keepDisabled: true }), [section, layout]);

  return (
    <div
      ref={gridRef}
      className={styles.grid}
      role="group"
      aria-label={label}
      data-editing={editing || undefined}
      style={sectionTemplate(
        layout,
        { col: 'auto', row: 'auto' },
        { col: 'var(--chess-cell)', row: 'var(--chess-cell)' },
      )}
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
      {grid.risers.map(({ col, gridColumn, label: name }) => {
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
            title={`${t.riser} ${name}`}
          >
            {name}
          </button>
        );
      })}
      {grid.floors.map(({ row, gridRow, label: name }) => {
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
            title={`${t.floor} ${name}`}
          >
            {name}
          </button>
        );
      })}
      {grid.units.map(({ cell, gridRow, gridColumn }) => {
        return (
          <GridCell
            key={cell.key}
            cell={cell}
            gridRow={gridRow}
            gridColumn={gridColumn}
            selected={lit.selected.has(cell.key)}
            lineSelected={lit.lineSelected.has(cell.key)}
          />
        );
      })}
    </div>
  );
}
