// Long press (PRODUCT §9): held 500 ms without moving more than 30 px. Pointer events cover mouse, touch and pen.
import { useEffect, useRef, type PointerEvent } from 'react';

export const LONG_PRESS_MS = 500;
export const LONG_PRESS_TOLERANCE_PX = 30;

export interface LongPress {
  handlers: {
    onPointerDown(event: PointerEvent): void;
    onPointerMove(event: PointerEvent): void;
    onPointerUp(): void;
    onPointerCancel(): void;
    onContextMenu(event: { preventDefault(): void }): void;
  };
  /** True once right after a long press fired: the click that ends the press is not a click. */
  consumeClick(): boolean;
}

export function useLongPress(
  onLongPress: (() => void) | undefined,
  { delay = LONG_PRESS_MS, tolerance = LONG_PRESS_TOLERANCE_PX } = {},
): LongPress {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);
  const callback = useRef(onLongPress);
  useEffect(() => {
    callback.current = onLongPress;
  });

  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    start.current = null;
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    handlers: {
      onPointerDown(event) {
        if (!callback.current || event.button !== 0) return;
        fired.current = false;
        start.current = { x: event.clientX, y: event.clientY };
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          start.current = null;
          fired.current = true;
          callback.current?.();
        }, delay);
      },
      onPointerMove(event) {
        const from = start.current;
        if (from && Math.hypot(event.clientX - from.x, event.clientY - from.y) > tolerance) cancel();
      },
      onPointerUp: cancel,
      onPointerCancel: cancel,
      // Phones open a context menu on a long touch; the press is ours.
      onContextMenu(event) {
        if (start.current || fired.current) event.preventDefault();
      },
    },
    consumeClick() {
      const was = fired.current;
      fired.current = false;
      return was;
    },
  };
}
