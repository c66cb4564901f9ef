// A running drag repaints only what changed, straight in the DOM: React renders the selection once the pointer is
// lifted. At 30 floors × 12 risers a render of the whole board per pointer move would not fit a frame on a slow phone.
import { useCallback, useRef, type RefObject } from 'react';
import type { THighlight } from '../model/highlight.ts';

function setFlag(element: HTMLElement | undefined, name: string, on: boolean, pressed = false): void {
  if (!element) return;
  if (on) element.setAttribute(name, 'true');
  else element.removeAttribute(name);
  if (pressed) element.setAttribute('aria-pressed', String(on));
}

function apply(
  elements: ReadonlyMap<string, HTMLElement>,
  before: ReadonlySet<string>,
  after: ReadonlySet<string>,
  name: string,
  pressed: boolean,
): void {
  for (const key of before) if (!after.has(key)) setFlag(elements.get(key), name, false, pressed);
  for (const key of after) if (!before.has(key)) setFlag(elements.get(key), name, true, pressed);
}

export function useSelectionPainter(gridRef: RefObject<HTMLElement | null>) {
  const state = useRef<{ elements: Map<string, HTMLElement>; shown: THighlight } | null>(null);

  /** Starts from what React last rendered. */
  const begin = useCallback(
    (rendered: THighlight) => {
      const elements = new Map<string, HTMLElement>();
      gridRef.current?.querySelectorAll<HTMLElement>('[data-key]').forEach((element) => {
        elements.set(element.dataset.key!, element);
      });
      state.current = { elements, shown: rendered };
    },
    [gridRef],
  );

  const paint = useCallback((next: THighlight) => {
    const current = state.current;
    if (!current) return;
    apply(current.elements, current.shown.selected, next.selected, 'data-selected', true);
    apply(current.elements, current.shown.lineSelected, next.lineSelected, 'data-line-selected', false);
    current.shown = next;
  }, []);

  /** The drag is over: React takes the selection back. */
  const end = useCallback(() => {
    state.current = null;
  }, []);

  return { begin, paint, end };
}
