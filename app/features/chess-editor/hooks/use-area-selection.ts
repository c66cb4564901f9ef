// Area selection on the grid with a mouse or a finger (PRODUCT §9: touch delay 150 ms, distance 50). A mouse selects
// at once. A finger must rest 150 ms first; moving more than 50 px before that, or the page starting to scroll
// (pointercancel), leaves the gesture a scroll. Once a touch selection runs, its moves no longer scroll the page.
import {
  useCallback,
  useEffect,
  useRef,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import { CHESS_CELL_PX, CHESS_GAP_PX } from '#shared/chessboard/limits.ts';
import type { TChessLayout } from '#shared/chessboard/layout.ts';
import type { TUnit } from '#shared/chessboard/types.ts';
import type { TSelectionKind } from '../model/selection.ts';

export const TOUCH_DELAY_MS = 150;
export const TOUCH_DISTANCE_PX = 50;

const STEP = CHESS_CELL_PX + CHESS_GAP_PX;

export interface TDrag {
  kind: TSelectionKind;
  from: TUnit;
  to: TUnit;
  /** Ctrl, ⌘ or Shift held: add to the selection. */
  additive: boolean;
  /** The first report of a gesture. */
  start: boolean;
}

/** The unit under a point given from the first cell track, clamped to the shown grid (a drag may leave it). */
export function clampedUnit(layout: TChessLayout, x: number, y: number): TUnit | null {
  const { shownRows, shownCols } = layout;
  if (!shownRows.length || !shownCols.length) return null;
  const r = Math.min(shownRows.length - 1, Math.max(0, Math.floor(y / STEP)));
  const c = Math.min(shownCols.length - 1, Math.max(0, Math.floor(x / STEP)));
  return { row: shownRows[r]!, col: shownCols[c]! };
}

const KINDS: Record<string, TSelectionKind> = { cell: 'cells', row: 'rows', col: 'cols' };

interface TPending {
  pointerId: number;
  kind: TSelectionKind;
  startX: number;
  startY: number;
  additive: boolean;
  active: boolean;
  timer?: ReturnType<typeof setTimeout>;
  last?: TUnit;
}

export function useAreaSelection(options: {
  enabled: boolean;
  layout: TChessLayout;
  gridRef: RefObject<HTMLElement | null>;
  /** The element sitting on the first cell track: the origin of unit coordinates. */
  originRef: RefObject<HTMLElement | null>;
  onDrag: (drag: TDrag) => void;
  /** The finger or the button is lifted after a selection ran. */
  onEnd?: () => void;
}) {
  const { enabled, layout, gridRef, originRef, onDrag, onEnd } = options;
  const pending = useRef<TPending | null>(null);
  const latest = useRef({ layout, onDrag, onEnd });
  latest.current = { layout, onDrag, onEnd };

  const unitAt = useCallback(
    (clientX: number, clientY: number, kind: TSelectionKind): TUnit | null => {
      const origin = originRef.current?.getBoundingClientRect();
      if (!origin) return null;
      const unit = clampedUnit(latest.current.layout, clientX - origin.left, clientY - origin.top);
      if (!unit) return null;
      // A drag on the floor labels picks floors whatever the column; on the riser labels, risers.
      return kind === 'rows' ? { row: unit.row, col: 0 } : kind === 'cols' ? { row: 0, col: unit.col } : unit;
    },
    [originRef],
  );

  const emit = useCallback(
    (p: TPending, clientX: number, clientY: number, start?: TUnit) => {
      const to = unitAt(clientX, clientY, p.kind);
      if (!to) return;
      const from = start ?? unitAt(p.startX, p.startY, p.kind);
      if (!from) return;
      if (!start && p.last && p.last.row === to.row && p.last.col === to.col) return;
      p.last = to;
      latest.current.onDrag({ kind: p.kind, from, to, additive: p.additive, start: Boolean(start) });
    },
    [unitAt],
  );

  const stop = useCallback(() => {
    const p = pending.current;
    if (p?.timer) clearTimeout(p.timer);
    pending.current = null;
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const onMove = (event: PointerEvent) => {
      const p = pending.current;
      if (!p || event.pointerId !== p.pointerId) return;
      if (!p.active) {
        if (Math.hypot(event.clientX - p.startX, event.clientY - p.startY) > TOUCH_DISTANCE_PX) stop();
        return;
      }
      emit(p, event.clientX, event.clientY);
    };
    const onUp = (event: PointerEvent) => {
      const p = pending.current;
      if (!p || p.pointerId !== event.pointerId) return;
      stop();
      if (p.active) latest.current.onEnd?.();
    };
    // Non-passive, so a running touch selection keeps the page from scrolling under the finger.
    const onTouchMove = (event: TouchEvent) => {
      if (pending.current?.active && event.cancelable) event.preventDefault();
    };
    const grid = gridRef.current;
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
    grid?.addEventListener('touchmove', onTouchMove, { passive: false });
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
      grid?.removeEventListener('touchmove', onTouchMove);
      stop();
    };
  }, [enabled, emit, stop, gridRef]);

  const onPointerDown = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      if (!enabled || event.button !== 0) return;
      const target = (event.target as HTMLElement).closest<HTMLElement>('[data-kind]');
      const kind = target ? KINDS[target.dataset.kind ?? ''] : undefined;
      if (!kind) return;
      if (pending.current?.active) latest.current.onEnd?.();
      stop();
      const p: TPending = {
        pointerId: event.pointerId,
        kind,
        startX: event.clientX,
        startY: event.clientY,
        additive: event.ctrlKey || event.metaKey || event.shiftKey,
        active: false,
      };
      pending.current = p;
      const start = () => {
        p.active = true;
        const from = unitAt(p.startX, p.startY, p.kind);
        if (from) emit(p, p.startX, p.startY, from);
      };
      if (event.pointerType === 'touch') {
        p.timer = setTimeout(start, TOUCH_DELAY_MS);
      } else {
        event.preventDefault();
        start();
      }
    },
    [enabled, emit, stop, unitAt],
  );

  return { onPointerDown };
}
