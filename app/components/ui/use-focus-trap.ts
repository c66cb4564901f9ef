// Keeps focus inside the topmost open overlay (modal, sheet, drawer): moved in on open, given back on close, Tab
// cycles inside, and Escape closes it wherever focus is — also when the focused control was removed (a deleted
// row) and focus fell to the page. Listeners sit on the document, so they never depend on where focus landed.
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Open overlays, the last on top: only it handles keys. An overlay opened from inside another (depth) stays above it
 * even when both mount at once, as when a card remounts with the sheet it had opened.
 */
const stack: { id: symbol; depth: number }[] = [];

export function useFocusTrap(
  panel: RefObject<HTMLElement | null>,
  active: boolean,
  options: { onEscape?: () => void; initial?: () => HTMLElement | null | undefined; depth?: number },
): void {
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (!active) return;
    const id = Symbol('overlay');
    const depth = latest.current.depth ?? 0;
    const above = stack.findIndex((entry) => entry.depth > depth);
    stack.splice(above === -1 ? stack.length : above, 0, { id, depth });
    const onTop = () => stack[stack.length - 1]?.id === id;
    const previous = document.activeElement as HTMLElement | null;
    const node = panel.current;
    if (onTop()) (latest.current.initial?.() ?? node)?.focus({ preventScroll: true });

    const items = () => Array.from(node?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!onTop() || !node) return;
      if (event.key === 'Escape' && latest.current.onEscape) {
        event.stopPropagation();
        event.preventDefault();
        latest.current.onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const list = items();
      const inside = node.contains(document.activeElement);
      if (list.length === 0) {
        event.preventDefault();
        node.focus({ preventScroll: true });
        return;
      }
      const first = list[0]!;
      const last = list[list.length - 1]!;
      if (!inside) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && (document.activeElement === first || document.activeElement === node)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that wanders out (a click on the page behind, a script) comes back to the panel.
    const onFocusIn = (event: FocusEvent) => {
      if (!onTop() || !node || node.contains(event.target as Node)) return;
      if ((event.target as HTMLElement).closest?.('[data-focus-outside]')) return;
      node.focus({ preventScroll: true });
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      stack.splice(
        stack.findIndex((entry) => entry.id === id),
        1,
      );
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [active, panel]);
}
