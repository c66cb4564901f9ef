// The buyers' chessboard: one CSS grid laid out from the bboxes by shared/chessboard (cells 40 px, gap 2 — PRODUCT §9).
// Floors are labelled on the left, risers on top; merged cells span their bbox; deleted cells are absent and deleted
// floors and risers collapse. A tap is handled once for the whole grid, and only the cells whose selection changed
// re-render, so it paints at once even on a 30-floor section of a slow phone.
import { memo, useMemo, type MouseEvent } from 'react';
import { CellStatus, Layout, layoutShort } from '#shared/enums.ts';
import { buildLayout, cellTracks, gridPlacement, longNumber, rowLabel } from '#shared/chessboard/layout.ts';
import { CHESS_CELL_PX } from '#shared/chessboard/limits.ts';
import type { TChessView, TChessViewCell } from '#shared/schemas/realty.ts';
import { formatArea, formatPrice, formatPriceShort } from '#shared/format.ts';
import { fill } from '#shared/texts/ru.ts';
import { realtyTexts } from '#shared/texts/realty.ts';
import { bookingTexts } from '#shared/texts/bookings.ts';
import { LockIcon } from '#app/components/ui/icons.tsx';
import styles from './chess-grid.module.css';

/** The floor labels' column and the risers' header row. */
const LABEL_COL_PX = 44;
const HEADER_ROW_PX = 24;

interface PlacedCell {
  cell: TChessViewCell;
  gridRow: string;
  gridColumn: string;
  /** How many grid tracks it spans once collapsed lines are gone. */
  cols: number;
  rows: number;
  label: string;
}

function cellLabel(cell: TChessViewCell): string {
  const d = cell.data;
  const parts = [
    d.number ? fill(realtyTexts.cell.title, d.number) : realtyTexts.cell.untitled,
    d.cntApart ? Layout.title(d.cntApart) : '',
    formatArea(d.area),
    formatPrice(d.price),
    CellStatus.title(d.status),
    cell.booking ? bookingTexts.cell.mark : '',
    d.relevant ? realtyTexts.chess.relevant : '',
  ];
  return parts.filter(Boolean).join(', ');
}

/** Where everything goes; computed once per section. */
export function placeGrid(view: TChessView) {
  const layout = buildLayout(view, { rowOffset: 1, colOffset: 1 });
  const span = (lines: Int32Array, from: number, to: number) => lines[to]! - lines[from]!;
  const cells: PlacedCell[] = [];
  for (const cell of view.cells) {
    if (cell.disabled) continue;
    const place = gridPlacement(layout, cell.bbox);
    if (!place) continue;
    cells.push({
      cell,
      ...place,
      cols: span(layout.colLines, cell.bbox[1], cell.bbox[3]),
      rows: span(layout.rowLines, cell.bbox[0], cell.bbox[2]),
      label: cellLabel(cell),
    });
  }
  const rows = view.rows.flatMap((row) => {
    const place = row.disabled ? null : gridPlacement(layout, row.bbox);
    return place ? [{ id: row.id, gridRow: place.gridRow, label: rowLabel(row) }] : [];
  });
  const cols = view.cols.flatMap((col) => {
    const place = col.disabled ? null : gridPlacement(layout, col.bbox);
    return place ? [{ id: col.id, gridColumn: place.gridColumn, label: col.name }] : [];
  });
  return {
    cells,
    rows,
    cols,
    template: {
      gridTemplateColumns: `${LABEL_COL_PX}px ${cellTracks(layout.shownCols.length)}`,
      gridTemplateRows: `${HEADER_ROW_PX}px ${cellTracks(layout.shownRows.length)}`,
    },
  };
}

const ChessCell = memo(function ChessCell({ placed, selected }: { placed: PlacedCell; selected: boolean }) {
  const { cell, gridRow, gridColumn, cols, rows, label } = placed;
  const d = cell.data;
  const wide = cols >= 2;
  const tall = rows >= 2;
  return (
    <button
      type="button"
      className={styles.cell}
      style={{ gridRow, gridColumn }}
      data-cell-id={cell.id}
      data-status={CellStatus.keyOf(d.status)}
      data-relevant={d.relevant || undefined}
      data-booked={cell.booking ? cell.booking.state : undefined}
      data-selected={selected || undefined}
      data-wide={wide || undefined}
      aria-label={label}
      aria-pressed={selected}
    >
      {d.status === CellStatus.fund ? (
        <LockIcon size={14} className={styles.lock} />
      ) : (
        <span className={styles.number} data-long={longNumber(d.number) || undefined}>
          {d.number}
        </span>
      )}
      {d.cntApart != null && <span className={styles.layout}>{layoutShort[d.cntApart]}</span>}
      {/* A narrow tall unit (a duplex) has room for a rounded area only; a wide one for the area and the price. */}
      {(wide || tall) && d.area != null && (
        <span className={styles.detail}>{formatArea(wide ? d.area : Math.round(d.area))}</span>
      )}
      {wide && d.price != null && <span className={styles.detail}>{formatPriceShort(d.price)}</span>}
    </button>
  );
});

export interface ChessGridProps {
  view: TChessView;
  /** The unit marked when the board first shows (`?cell=`). */
  initialSelectedId?: number | null;
  onSelect: (cellId: number) => void;
}

/**
 * A tap marks its unit straight in the DOM (the mark moves from the previous one) and reports it: the board itself
 * never re-renders for a tap, so the 360 units of a 30 × 12 section cost nothing then. It re-renders only for a
 * new section or new data.
 */
export const ChessGrid = memo(function ChessGrid({
  view,
  initialSelectedId = null,
  onSelect,
}: ChessGridProps) {
  const grid = useMemo(() => placeGrid(view), [view]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-cell-id]');
    if (!target) return;
    const previous = event.currentTarget.querySelector<HTMLElement>('[data-selected]');
    if (previous !== target) {
      previous?.removeAttribute('data-selected');
      previous?.setAttribute('aria-pressed', 'false');
      target.setAttribute('data-selected', 'true');
      target.setAttribute('aria-pressed', 'true');
    }
    onSelect(Number(target.dataset.cellId));
  };
  return (
    <div
      className={[styles.palette, styles.grid].join(' ')}
      style={{ ...grid.template, ['--cell' as string]: `${CHESS_CELL_PX}px` }}
      onClick={onClick}
      role="group"
      aria-label={realtyTexts.chess.title}
      data-testid="chess-grid"
    >
      <span className={styles.corner} style={{ gridRow: '1', gridColumn: '1' }} aria-hidden="true" />
      {grid.cols.map((col) => (
        <span key={col.id} className={styles.colHead} style={{ gridRow: '1', gridColumn: col.gridColumn }}>
          {col.label}
        </span>
      ))}
      {grid.rows.map((row) => (
        <span
          key={row.id}
          className={styles.rowHead}
          style={{ gridRow: row.gridRow, gridColumn: '1' }}
          title={`${realtyTexts.chess.floor} ${row.label}`}
        >
          {row.label}
        </span>
      ))}
      {grid.cells.map((placed) => (
        <ChessCell key={placed.cell.id} placed={placed} selected={placed.cell.id === initialSelectedId} />
      ))}
    </div>
  );
});
