// One unit on the grid. Memoised: a selection repaints only the units whose selected flag changed.
import { memo } from 'react';
import { CellStatus } from '#shared/enums.ts';
import { longNumber } from '#shared/chessboard/layout.ts';
import type { TChessCell } from '#shared/chessboard/types.ts';
import { LockIcon } from '#app/components/ui/icons.tsx';
import { cellTone, describeCell, shortLayout } from '../model/cell-look.ts';
import styles from './chess-grid.module.css';

export const GridCell = memo(function GridCell({
  cell,
  gridRow,
  gridColumn,
  selected,
  lineSelected,
}: {
  cell: TChessCell;
  gridRow: string;
  gridColumn: string;
  selected: boolean;
  /** Its floor or riser is selected. */
  lineSelected: boolean;
}) {
  const data = cell.data;
  return (
    <button
      type="button"
      className={styles.cell}
      style={{ gridRow, gridColumn }}
      data-kind="cell"
      data-key={cell.key}
      data-tone={cellTone(data)}
      data-disabled={cell.disabled || undefined}
      data-selected={selected || undefined}
      data-line-selected={lineSelected || undefined}
      aria-pressed={selected}
      title={describeCell(data, cell.disabled)}
    >
      {data?.status === CellStatus.fund && !cell.disabled ? (
        <LockIcon size={14} />
      ) : (
        <span className={styles.number} data-long={(!cell.disabled && longNumber(data?.number)) || undefined}>
          {cell.disabled ? '' : (data?.number ?? '')}
        </span>
      )}
      {!cell.disabled && shortLayout(data) && <span className={styles.layout}>{shortLayout(data)}</span>}
      {!cell.disabled && data?.isAction && <span className={styles.promo} aria-hidden="true" />}
      {/* The name is what the unit shows, then the rest in words (WCAG 2.5.3: the visible label in the name). */}
      <span className="visually-hidden">, {describeCell(data, cell.disabled)}</span>
    </button>
  );
});
