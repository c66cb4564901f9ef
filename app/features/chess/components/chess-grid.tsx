// The buyers' chessboard: one CSS grid laid out from the bboxes by shared/chessboard. Compact, its units are 40 px
// squares with the number and layout (PRODUCT §9); detailed (wide screens), they are larger and read the price, area
// and layout too. Floors are labelled on the left, risers on top; merged cells span their bbox; deleted cells are
// absent and deleted floors and risers collapse. A tap marks its unit in the DOM without re-rendering the board.
// The board is one Tab stop (a roving tabindex, moved in the DOM like the mark): the arrows walk its units.
import {
  memo,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { CellStatus, Layout, layoutShort } from '#shared/enums.ts';
import { longNumber } from '#shared/chessboard/layout.ts';
import { placeReaderSection, sectionTemplate, type PlacedUnit } from '#shared/chessboard/section-grid.ts';
import { CHESS_CELL_PX } from '#shared/chessboard/limits.ts';
import type { TChessView, TChessViewCell } from '#shared/schemas/realty.ts';
import { formatArea, formatPrice, formatPriceCompact, formatPriceShort } from '#shared/format.ts';
import { realtyTexts } from '#shared/texts/realty.ts';
import { bookingTexts } from '#shared/texts/bookings.ts';
import { unitTitle } from '#shared/texts/units.ts';
import { cellUnitKind } from '#shared/unit-kind.ts';
import { LockIcon } from '#app/components/ui/icons.tsx';
import { useAfterFirstPaint } from '#app/hooks/use-after-first-paint.ts';
import type { TChessDensity } from '../lib/use-chess-density.ts';
import { gridKeys, keyMove } from '../lib/grid-keys.ts';
import styles from './chess-grid.module.css';

/** The floor labels' column and the risers' header row. */
const LABEL_COL_PX = 44;
const HEADER_ROW_PX = 24;
/**
 * A detailed unit: room for «101 · 2к», «124,5 млн» and «45,5 м²» on three lines, and narrow enough that a section of
 * seven risers fits beside the unit panel on a 1440 px screen.
 */
const DETAILED_COL_PX = 88;
const DETAILED_ROW_PX = 64;
/** How far a finger may move between down and up and still be a tap rather than a swipe. */
const TAP_SLOP_PX = 10;
/** The grid's gap (chess-grid.module.css). */
const GAP_PX = 2;

export type PlacedCell = PlacedUnit<TChessViewCell> & { label: string };

function cellLabel(cell: TChessViewCell, rows: TChessView['rows']): string {
  const d = cell.data;
  const parts = [
    // «Квартира № 15», «Машино-место № М-5»: the noun by the unit's kind, as on its card.
    unitTitle(cellUnitKind(cell, rows), d.number),
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
  const { layout, floors, risers, units } = placeReaderSection(view);
  const cells: PlacedCell[] = units.map((unit) => ({ ...unit, label: cellLabel(unit.cell, view.rows) }));
  return { layout, cells, floors, risers };
}

/**
 * The units a first view can show: those starting within a window's height and width of the board's corner (an
 * over-estimate, as the board sits below the page's head). The rest renders after the first paint (decision 033).
 */
export function firstView(cells: readonly PlacedCell[], density: TChessDensity, viewport = windowSize()) {
  const detailed = density === 'detailed';
  const rows = Math.ceil(viewport.height / ((detailed ? DETAILED_ROW_PX : CHESS_CELL_PX) + GAP_PX)) + 1;
  const cols = Math.ceil(viewport.width / ((detailed ? DETAILED_COL_PX : CHESS_CELL_PX) + GAP_PX)) + 1;
  return cells.filter((c) => parseInt(c.gridRow, 10) <= rows && parseInt(c.gridColumn, 10) <= cols);
}

const windowSize = () =>
  typeof window === 'undefined'
    ? { width: Infinity, height: Infinity }
    : { width: window.innerWidth, height: window.innerHeight };

function gridTemplate(grid: ReturnType<typeof placeGrid>, density: TChessDensity) {
  const detailed = density === 'detailed';
  return sectionTemplate(
    grid.layout,
    { col: `${LABEL_COL_PX}px`, row: `${HEADER_ROW_PX}px` },
    {
      col: `${detailed ? DETAILED_COL_PX : CHESS_CELL_PX}px`,
      row: `${detailed ? DETAILED_ROW_PX : CHESS_CELL_PX}px`,
    },
  );
}

function CompactContent({ placed }: { placed: PlacedCell }) {
  const d = placed.cell.data;
  const wide = placed.cols >= 2;
  const tall = placed.rows >= 2;
  return (
    <>
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
    </>
  );
}

/** Number and layout on top, the price large, the area under it; the fund's units keep their lock and no price. */
function DetailedContent({ placed }: { placed: PlacedCell }) {
  const d = placed.cell.data;
  const fund = d.status === CellStatus.fund;
  return (
    <>
      <span className={styles.head}>
        {fund ? (
          <LockIcon size={14} className={styles.lock} />
        ) : (
          <span className={styles.number}>{d.number}</span>
        )}
        {d.cntApart != null && <span className={styles.layout}>{layoutShort[d.cntApart]}</span>}
      </span>
      {!fund && d.price != null && <span className={styles.price}>{formatPriceCompact(d.price)}</span>}
      {d.area != null && <span className={styles.area}>{formatArea(d.area)}</span>}
    </>
  );
}

const ChessCell = memo(function ChessCell({
  placed,
  selected,
  tabbable,
  density,
}: {
  placed: PlacedCell;
  selected: boolean;
  /** The board's one Tab stop when it renders; later the stop moves in the DOM (`rove`). */
  tabbable: boolean;
  density: TChessDensity;
}) {
  const { cell, gridRow, gridColumn, cols, label } = placed;
  const d = cell.data;
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
      data-wide={cols >= 2 || undefined}
      aria-pressed={selected}
      tabIndex={tabbable ? 0 : -1}
    >
      {density === 'detailed' ? <DetailedContent placed={placed} /> : <CompactContent placed={placed} />}
      {/* The name is what the unit shows, then the rest in words (WCAG 2.5.3: the visible label in the name). */}
      <span className="visually-hidden">, {label}</span>
    </button>
  );
});

export interface ChessGridProps {
  view: TChessView;
  density?: TChessDensity;
  /** The unit marked when the board renders; a tap moves the mark itself, without a render. */
  selectedId?: number | null;
  onSelect: (cellId: number) => void;
}

/**
 * Puts the ring over a unit (or hides it). The ring is one element on a layer of its own, moved by a transform, and
 * the units' own look does not change when marked: a tap then repaints nothing of the board, where restyling the
 * unit repainted all of the board's 360 units (bench/chess-tap.ts).
 */
function placeRing(ring: HTMLElement | null, unit: HTMLElement | null) {
  if (!ring) return;
  ring.hidden = !unit;
  if (!unit) return;
  ring.style.transform = `translate(${unit.offsetLeft}px, ${unit.offsetTop}px)`;
  const width = `${unit.offsetWidth}px`;
  const height = `${unit.offsetHeight}px`;
  if (ring.style.width !== width) ring.style.width = width;
  if (ring.style.height !== height) ring.style.height = height;
}

function mark(grid: HTMLElement, ring: HTMLElement | null, target: HTMLElement) {
  const previous = grid.querySelector<HTMLElement>('[data-selected]');
  if (previous !== target) {
    previous?.removeAttribute('data-selected');
    previous?.setAttribute('aria-pressed', 'false');
    target.setAttribute('data-selected', 'true');
    target.setAttribute('aria-pressed', 'true');
  }
  placeRing(ring, target);
}

/**
 * Makes a unit the board's one Tab stop, straight in the DOM like the mark: a focus move re-renders no unit. Tab
 * then enters the board on it and leaves the board with the next press.
 */
function rove(grid: HTMLElement, unit: HTMLElement) {
  for (const other of grid.querySelectorAll<HTMLElement>('[data-cell-id][tabindex="0"]')) {
    if (other !== unit) other.tabIndex = -1;
  }
  if (unit.tabIndex !== 0) unit.tabIndex = 0;
}

const unitOf = (event: { target: EventTarget }) =>
  (event.target as HTMLElement).closest<HTMLElement>('[data-cell-id]');

/**
 * A tap marks its unit straight in the DOM (the mark moves from the previous one) and reports it: the board itself
 * never re-renders for a tap, so the 360 units of a 30 × 12 section cost nothing then. It re-renders only for a
 * new section, new data or the other density, and then marks `selectedId`.
 *
 * A finger or a mouse is answered on `pointerup`: the click of a touch tap comes about 20 ms later, after the
 * browser has told it from a swipe (a swipe cancels the pointer instead). The click still serves the keyboard.
 */
export const ChessGrid = memo(
  function ChessGrid({ view, density = 'compact', selectedId = null, onSelect }: ChessGridProps) {
    const grid = useMemo(() => placeGrid(view), [view]);
    const template = useMemo(() => gridTemplate(grid, density), [grid, density]);
    // A cold page draws the units in view first and the rest in a transition React may slice: a tall section's
    // hidden floors then do not share the task that first draws the page.
    const whole = useAfterFirstPaint();
    const shown = useMemo(
      () => (whole ? grid.cells : firstView(grid.cells, density)),
      [whole, grid.cells, density],
    );
    const keys = useMemo(
      () => gridKeys(shown.map((p) => ({ id: p.cell.id, gridRow: p.gridRow, gridColumn: p.gridColumn }))),
      [shown],
    );
    // The Tab stop a render draws: the selected unit, else the first in reading order (top floor, left to right).
    const tabbableId = shown.some((p) => p.cell.id === selectedId) ? selectedId : keys.first;
    const board = useRef<HTMLDivElement>(null);
    const ring = useRef<HTMLSpanElement>(null);
    /** The unit last focused or picked: the Tab stop, kept over renders while it is on the board. */
    const stop = useRef<number | null>(null);
    const hintId = useId();
    // After a render (a new section, new data, the other density) the ring goes to the marked unit where it now is,
    // and the Tab stop stays where the keyboard left it (or goes to the marked unit, or the first): exactly one.
    useLayoutEffect(() => {
      const grid = board.current;
      if (!grid) return;
      const marked = grid.querySelector<HTMLElement>('[data-selected]');
      placeRing(ring.current, marked);
      const unit =
        (stop.current != null ? grid.querySelector<HTMLElement>(`[data-cell-id="${stop.current}"]`) : null) ??
        marked ??
        (tabbableId != null ? grid.querySelector<HTMLElement>(`[data-cell-id="${tabbableId}"]`) : null);
      if (unit) rove(grid, unit);
    });
    const down = useRef<{ unit: HTMLElement; x: number; y: number } | null>(null);
    /** The unit a pointer has just picked, whose click follows and is not handled twice. */
    const picked = useRef<HTMLElement | null>(null);

    const pick = (grid: HTMLElement, unit: HTMLElement) => {
      mark(grid, ring.current, unit);
      stop.current = Number(unit.dataset.cellId);
      rove(grid, unit);
      onSelect(Number(unit.dataset.cellId));
    };
    const onFocus = (event: FocusEvent<HTMLDivElement>) => {
      const unit = unitOf(event);
      if (!unit) return;
      stop.current = Number(unit.dataset.cellId);
      rove(event.currentTarget, unit);
    };
    // Enter and Space are the button's own: its click picks the unit as a tap does.
    const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
      const move = keyMove(event);
      const unit = move ? unitOf(event) : null;
      if (!move || !unit) return;
      event.preventDefault();
      const id = keys.move(Number(unit.dataset.cellId), move);
      const target =
        id == null ? null : event.currentTarget.querySelector<HTMLElement>(`[data-cell-id="${id}"]`);
      if (!target) return;
      stop.current = id;
      rove(event.currentTarget, target);
      target.focus({ preventScroll: true });
      target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    };
    const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
      picked.current = null;
      const unit = event.isPrimary && event.button === 0 ? unitOf(event) : null;
      down.current = unit ? { unit, x: event.clientX, y: event.clientY } : null;
    };
    const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
      const start = down.current;
      down.current = null;
      if (!start || !event.isPrimary || unitOf(event) !== start.unit) return;
      if (Math.hypot(event.clientX - start.x, event.clientY - start.y) > TAP_SLOP_PX) return;
      picked.current = start.unit;
      pick(event.currentTarget, start.unit);
    };
    const onClick = (event: MouseEvent<HTMLDivElement>) => {
      const unit = unitOf(event);
      const handled = picked.current === unit;
      picked.current = null;
      if (unit && !handled) pick(event.currentTarget, unit);
    };
    return (
      <div
        ref={board}
        className={[styles.palette, styles.grid].join(' ')}
        style={template}
        data-density={density}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (down.current = null)}
        onClick={onClick}
        onFocus={onFocus}
        onKeyDown={onKeyDown}
        role="group"
        aria-label={realtyTexts.chess.title}
        aria-roledescription={realtyTexts.chess.boardRole}
        aria-describedby={hintId}
        data-testid="chess-grid"
      >
        <span id={hintId} className="visually-hidden">
          {realtyTexts.chess.keysHint}
        </span>
        <span className={styles.corner} style={{ gridRow: '1', gridColumn: '1' }} aria-hidden="true" />
        {grid.risers.map((riser) => (
          <span
            key={riser.col.id}
            className={styles.colHead}
            style={{ gridRow: '1', gridColumn: riser.gridColumn }}
          >
            {riser.label}
          </span>
        ))}
        {grid.floors.map((row) => (
          <span
            key={row.row.id}
            className={styles.rowHead}
            style={{ gridRow: row.gridRow, gridColumn: '1' }}
            data-row-head
            title={`${realtyTexts.chess.floor} ${row.label}`}
          >
            {row.label}
          </span>
        ))}
        {shown.map((placed) => (
          <ChessCell
            key={placed.cell.id}
            placed={placed}
            density={density}
            selected={placed.cell.id === selectedId}
            tabbable={placed.cell.id === tabbableId}
          />
        ))}
        <span ref={ring} className={styles.ring} aria-hidden="true" data-testid="chess-mark" hidden />
      </div>
    );
  },
  // A new selection alone is already marked in the DOM: no render for it.
  (before, after) =>
    before.view === after.view && before.density === after.density && before.onSelect === after.onSelect,
);
