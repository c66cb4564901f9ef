// Zoom for a large board: pinch with two fingers, Ctrl+wheel (a trackpad pinch) or the buttons. The scale is set on
// the element directly (CSS zoom relayouts, so the scroll area follows), without re-rendering the grid.
import { useCallback, useEffect, useRef, type RefObject } from 'react';

export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 2;
const STEP = 1.25;

const clamp = (z: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, z));
const distance = (touches: TouchList) =>
  Math.hypot(touches[0]!.clientX - touches[1]!.clientX, touches[0]!.clientY - touches[1]!.clientY);

export function usePinchZoom(
  scroller: RefObject<HTMLElement | null>,
  content: RefObject<HTMLElement | null>,
) {
  const zoom = useRef(1);
  const apply = useCallback(
    (next: number) => {
      zoom.current = clamp(next);
      if (content.current) content.current.style.zoom = String(zoom.current);
    },
    [content],
  );

  useEffect(() => {
    const node = scroller.current;
    if (!node) return;
    let start: { distance: number; zoom: number } | null = null;
    const onTouchStart = (event: TouchEvent) => {
      if (event.touches.length === 2) start = { distance: distance(event.touches), zoom: zoom.current };
    };
    const onTouchMove = (event: TouchEvent) => {
      if (!start || event.touches.length !== 2) return;
      event.preventDefault();
      apply((start.zoom * distance(event.touches)) / start.distance);
    };
    const onTouchEnd = (event: TouchEvent) => {
      if (event.touches.length < 2) start = null;
    };
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      apply(zoom.current * Math.exp(-event.deltaY / 300));
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
      const natural = board.scrollWidth / zoom.current;
      if (natural > box.clientWidth) apply(box.clientWidth / natural);
      else apply(1);
    },
  };
}
