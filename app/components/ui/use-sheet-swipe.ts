// A bottom sheet closes by a swipe down on a phone: from its grip and header (pointer events, `touch-action: none`
// there), or from its content while that is scrolled to the top (touch events: the content must keep its own
// scroll, so the swipe takes over only once a move goes down from the top). The sheet follows the finger; past
// the distance or fast enough it closes, otherwise it springs back through its CSS transition.
import { useEffect, useMemo, useRef, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';

/** Past this share of the sheet's height (at most CLOSE_PX) a slow swipe closes. */
const CLOSE_SHARE = 0.25;
const CLOSE_PX = 140;
/** A flick: px per ms over the last moves, with at least FLICK_PX travelled. */
const FLICK_SPEED = 0.5;
const FLICK_PX = 24;
/** Moves shorter than this decide nothing yet. */
const SLOP = 6;
/** Content that drags itself: maps, the chessboard, sliders. */
const OWN_DRAG = '.leaflet-container, [data-no-swipe], input[type="range"], textarea, select';

interface Drag {
  startY: number;
  lastY: number;
  lastT: number;
  speed: number;
  dy: number;
}

export function useSheetSwipe(panel: RefObject<HTMLElement | null>, enabled: boolean, onClose: () => void) {
  const close = useRef(onClose);
  close.current = onClose;
  const drag = useMemo(() => sheetDrag(panel, () => close.current()), [panel]);
  const { begin, follow, end } = drag;

  // The content: a touch that starts with the content at its top and moves down drags the sheet.
  useEffect(() => {
    const body = panel.current?.querySelector<HTMLElement>('[data-swipe-body]');
    if (!enabled || !body) return;
    let start: { x: number; y: number } | null = null;
    let dragging = false;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = null;
      dragging = false;
      if (event.touches.length !== 1 || !touch || !onPhone() || scrolledAbove(event.target, body)) return;
      if ((event.target as Element).closest?.(OWN_DRAG)) return;
      start = { x: touch.clientX, y: touch.clientY };
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!start || !touch) return;
      if (!dragging) {
        const dx = touch.clientX - start.x;
        const dy = touch.clientY - start.y;
        if (Math.abs(dx) < SLOP && Math.abs(dy) < SLOP) return;
        if (dy <= Math.abs(dx) || body.scrollTop > 0) {
          start = null;
          return;
        }
        dragging = true;
        begin(start.y);
      }
      event.preventDefault();
      follow(touch.clientY);
    };
    const onEnd = (event: TouchEvent) => {
      if (dragging) end(event.type === 'touchcancel');
      start = null;
      dragging = false;
    };
    body.addEventListener('touchstart', onStart, { passive: true });
    body.addEventListener('touchmove', onMove, { passive: false });
    body.addEventListener('touchend', onEnd);
    body.addEventListener('touchcancel', onEnd);
    return () => {
      body.removeEventListener('touchstart', onStart);
      body.removeEventListener('touchmove', onMove);
      body.removeEventListener('touchend', onEnd);
      body.removeEventListener('touchcancel', onEnd);
      end(true);
    };
  }, [enabled, panel, begin, follow, end]);

  // The grip and the header: any pointer (a finger, a pen, a mouse) drags; the header's buttons stay buttons.
  const handle = {
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
      if (!enabled || !event.isPrimary || event.button !== 0 || !onPhone()) return;
      if ((event.target as Element).closest('button, a, input')) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      begin(event.clientY);
    },
    onPointerMove: (event: ReactPointerEvent<HTMLElement>) => follow(event.clientY),
    onPointerUp: () => end(),
    onPointerCancel: () => end(true),
  };
  return { handle };
}

/** The sheet following the finger: `begin` at the first point, `follow` each move, `end` on lifting. */
function sheetDrag(panel: RefObject<HTMLElement | null>, close: () => void) {
  let drag: Drag | null = null;
  const begin = (y: number) => {
    drag = { startY: y, lastY: y, lastT: performance.now(), speed: 0, dy: 0 };
  };
  const follow = (y: number) => {
    const node = panel.current;
    if (!drag || !node) return;
    const now = performance.now();
    if (now > drag.lastT) drag.speed = (y - drag.lastY) / (now - drag.lastT);
    drag.lastY = y;
    drag.lastT = now;
    drag.dy = Math.max(0, y - drag.startY);
    node.style.transition = 'none';
    node.style.transform = `translateY(${drag.dy}px)`;
    node.dataset.dragging = '';
  };
  const end = (cancelled = false) => {
    const d = drag;
    const node = panel.current;
    drag = null;
    if (!d || !node) return;
    node.style.transition = '';
    node.style.transform = '';
    delete node.dataset.dragging;
    if (cancelled) return;
    const far = d.dy > Math.min(CLOSE_PX, node.offsetHeight * CLOSE_SHARE);
    const flick = d.speed > FLICK_SPEED && d.dy > FLICK_PX;
    if (far || flick) close();
  };
  return { begin, follow, end };
}

/** The phone layout (the sheet is a centred panel from 600 px); jsdom has no media queries and counts as a phone. */
const onPhone = () => !window.matchMedia?.('(min-width: 600px)').matches;

/** Whether the touch starts in content scrolled down: the sheet's body or a scroller inside it. */
function scrolledAbove(target: EventTarget | null, body: HTMLElement): boolean {
  for (
    let node = target as HTMLElement | null;
    node && node !== body.parentElement;
    node = node.parentElement
  ) {
    if (node.scrollTop > 0) return true;
  }
  return false;
}
