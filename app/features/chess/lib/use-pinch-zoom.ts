// Zoom for a large board: pinch with two fingers, Ctrl+wheel (a trackpad pinch) or the buttons. The scale is set on
// the element directly (CSS zoom relayouts, so the scroll area follows), without re-rendering the grid.
import { useCallback, useEffect, useRef, type RefObject } from 'react';

export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 2;
const STEP = 1.25;

export const clampZoom = (z: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, z));

/** How far apart two fingers are, in px. */
export const fingerDistance = (touches: ArrayLike<Pick<Touch, 'clientX' | 'clientY'>>) =>
  Math.hypot(touches[0]!.clientX - touches[1]!.clientX, touches[0]!.clientY - touches[1]!.clientY);

/** A pinch scales the zoom it started at by how much the fingers spread (or closed). */
export const pinchZoom = (startZoom: number, startDistance: number, distance: number) =>
  clampZoom((startZoom * distance) / startDistance);

/** Ctrl+wheel (a trackpad pinch): 300 px of wheel up is e times closer, down e times farther, whatever the pace. */
export const wheelZoom = (zoom: number, deltaY: number) => clampZoom(zoom * Math.exp(-deltaY / 300));

/** The zoom at which a board `boardWidth` px wide at zoom 1 fits `boxWidth`; never above 1 (no blowing up). */
export const fitWidthZoom = (boardWidth: number, boxWidth: number) =>
  boardWidth > boxWidth ? clampZoom(boxWidth / boardWidth) : 1;

export function usePinchZoom(
  scroller: RefObject<HTMLElement | null>,
  content: RefObject<HTMLElement | null>,
) {
  const zoom = useRef(1);
  const apply = useCallback(
    (next: number) => {
      zoom.current = clampZoom(next);
      if (content.current) content.current.style.zoom = String(zoom.current);
    },
    [content],
  );

  useEffect(() => {
    const node = scroller.current;
    if (!node) return;
    let start: { distance: number; zoom: number } | null = null;
    const onTouchStart = (event: TouchEvent) => {
      if (event.touches.length === 2) start = { distance: fingerDistance(event.touches), zoom: zoom.current };
    };
    const onTouchMove = (event: TouchEvent) => {
      if (!start || event.touches.length !== 2) return;
      event.preventDefault();
      apply(pinchZoom(start.zoom, start.distance, fingerDistance(event.touches)));
    };
    const onTouchEnd = (event: TouchEvent) => {
      if (event.touches.length < 2) start = null;
    };
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      apply(wheelZoom(zoom.current, event.deltaY));
    };
    node.addEventListener('touchstart', onTouchStart, { passive: true });
    node.addEventListener('touchmove', onTouchMove, { passive: false });
    node.addEventListener('touchend', onTouchEnd, { passive: true });
    node.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      node.removeEventListener('touchstart', onTouchStart);
      node.removeEventListener('touchmove', onTouchMove);
      node.removeEventListener('touchend', onTouchEnd);
      node.removeEventListener('wheel', onWheel);
    };
  }, [scroller, apply]);

  return {
    zoomIn: () => apply(zoom.current * STEP),
    zoomOut: () => apply(zoom.current / STEP),
    /** Fits the board's width into the scroller (a phone opening a wide section). */
    fitWidth: () => {
      const box = scroller.current;
      const board = content.current;
      if (!box || !board) return;
      apply(fitWidthZoom(board.scrollWidth / zoom.current, box.clientWidth));
    },
  };
}
