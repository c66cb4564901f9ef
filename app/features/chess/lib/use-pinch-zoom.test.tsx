import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import {
  ZOOM_MAX,
  ZOOM_MIN,
  clampZoom,
  fingerDistance,
  fitWidthZoom,
  pinchZoom,
  usePinchZoom,
  wheelZoom,
} from './use-pinch-zoom.ts';

describe('[chess] zoom maths', () => {
  it('[chess] keeps the zoom between half and double size', () => {
    expect([ZOOM_MIN, ZOOM_MAX]).toEqual([0.5, 2]);
    expect(clampZoom(0.1)).toBe(0.5);
    expect(clampZoom(1.3)).toBe(1.3);
    expect(clampZoom(9)).toBe(2);
  });

  it('[chess] measures the fingers’ spread', () => {
    expect(
      fingerDistance([
        { clientX: 10, clientY: 10 },
        { clientX: 40, clientY: 50 },
      ]),
    ).toBe(50);
  });

  it('[chess] scales the starting zoom by the spread of the fingers', () => {
    // Fingers twice as far apart: twice the zoom the pinch started at.
    expect(pinchZoom(1, 100, 200)).toBe(2);
    expect(pinchZoom(0.8, 100, 150)).toBeCloseTo(1.2);
    // Closing them halves it, down to the floor.
    expect(pinchZoom(1.2, 200, 100)).toBeCloseTo(0.6);
    expect(pinchZoom(1, 300, 10)).toBe(ZOOM_MIN);
    expect(pinchZoom(1.5, 100, 1000)).toBe(ZOOM_MAX);
    // Fingers that have not moved change nothing.
    expect(pinchZoom(1.37, 120, 120)).toBeCloseTo(1.37);
  });

  it('[chess] turns a Ctrl+wheel into the same zoom whatever the steps', () => {
    expect(wheelZoom(1, 0)).toBe(1);
    // 300 px up would be e times closer: held at double size.
    expect(wheelZoom(1, -300)).toBe(ZOOM_MAX);
    expect(wheelZoom(0.5, -150)).toBeCloseTo(0.5 * Math.exp(0.5));
    expect(wheelZoom(1, -60)).toBeCloseTo(Math.exp(0.2));
    expect(wheelZoom(1, 60)).toBeCloseTo(Math.exp(-0.2));
    // Ten small steps land where one big one does.
    let zoom = 1;
    for (let i = 0; i < 10; i++) zoom = wheelZoom(zoom, -6);
    expect(zoom).toBeCloseTo(wheelZoom(1, -60));
    expect(wheelZoom(1, 10_000)).toBe(ZOOM_MIN);
  });

  it('[chess] fits a wide board into the box, never blowing a narrow one up', () => {
    // A 12-riser board (44 + 12 × 42 px) on a 390 px phone.
    expect(fitWidthZoom(548, 390)).toBeCloseTo(390 / 548);
    expect(fitWidthZoom(300, 390)).toBe(1);
    expect(fitWidthZoom(5000, 390)).toBe(ZOOM_MIN);
  });
});

/** The hook on a scroller and a board, as the chessboard screen uses it. */
function Harness({ onReady }: { onReady: (zoom: ReturnType<typeof usePinchZoom>) => void }) {
  const scroller = useRef<HTMLDivElement>(null);
  const board = useRef<HTMLDivElement>(null);
  onReady(usePinchZoom(scroller, board));
  return (
    <div ref={scroller} data-testid="scroller">
      <div ref={board} data-testid="board" />
    </div>
  );
}

/** A touch event with the fingers at these points (jsdom builds no Touch objects). */
function touch(target: Element, type: string, points: [number, number][]) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'touches', {
    value: points.map(([clientX, clientY]) => ({ clientX, clientY })),
  });
  act(() => {
    target.dispatchEvent(event);
  });
  return event;
}

describe('[chess] usePinchZoom', () => {
  function setup() {
    let zoom!: ReturnType<typeof usePinchZoom>;
    const { getByTestId } = render(<Harness onReady={(z) => (zoom = z)} />);
    return { zoom: () => zoom, scroller: getByTestId('scroller'), board: getByTestId('board') };
  }
  const scale = (board: HTMLElement) => Number(board.style.zoom || 1);

  it('[chess] zooms the board with two fingers and takes the page’s own scroll out of the way', () => {
    const { scroller, board } = setup();
    touch(scroller, 'touchstart', [
      [100, 100],
      [200, 100],
    ]);
    const move = touch(scroller, 'touchmove', [
      [50, 100],
      [250, 100],
    ]);
    expect(scale(board)).toBeCloseTo(2);
    expect(move.defaultPrevented).toBe(true);
    touch(scroller, 'touchend', [[50, 100]]);
    // The next pinch starts from where the last one left off.
    touch(scroller, 'touchstart', [
      [100, 100],
      [300, 100],
    ]);
    touch(scroller, 'touchmove', [
      [150, 100],
      [250, 100],
    ]);
    expect(scale(board)).toBeCloseTo(1);
  });

  it('[chess] lets one finger scroll the board', () => {
    const { scroller, board } = setup();
    touch(scroller, 'touchstart', [[100, 100]]);
    const move = touch(scroller, 'touchmove', [[100, 300]]);
    expect(move.defaultPrevented).toBe(false);
    expect(scale(board)).toBe(1);
  });

  it('[chess] zooms on Ctrl+wheel only, and by the buttons a step at a time', () => {
    const { scroller, board, zoom } = setup();
    const wheel = (deltaY: number, ctrlKey: boolean) => {
      const event = new WheelEvent('wheel', { deltaY, ctrlKey, bubbles: true, cancelable: true });
      act(() => {
        scroller.dispatchEvent(event);
      });
      return event;
    };
    expect(wheel(-300, false).defaultPrevented).toBe(false);
    expect(scale(board)).toBe(1);
    expect(wheel(-60, true).defaultPrevented).toBe(true);
    expect(scale(board)).toBeCloseTo(Math.exp(0.2));
    act(() => zoom().zoomOut());
    expect(scale(board)).toBeCloseTo(Math.exp(0.2) / 1.25);
    for (let i = 0; i < 10; i++) act(() => zoom().zoomIn());
    expect(scale(board)).toBe(ZOOM_MAX);
  });
});
