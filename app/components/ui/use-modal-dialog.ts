// Opens a native <dialog> with showModal() while `active`: the browser makes the page behind inert and puts the
// dialog in the top layer. The hook adds what the platform leaves to us: the first focus (a `[data-autofocus]`
// control, else the dialog itself, so Tab starts inside without a ring on ×), Escape through the `cancel` event
// (always prevented: the owner's onCancel decides, as a leave guard may ask first), Tab wrapping at the ends (the
// browser would leave for its own toolbar), focus back on the opener, and a share of the one scroll lock.
import { createContext, useContext, useLayoutEffect, useRef, type RefObject } from 'react';
import { pushDialog, removeDialog } from '#app/lib/dialog-stack.ts';
import { lockScroll } from './scroll-lock.ts';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A control Tab can reach in this dialog: not in a dialog nested inside, not hidden (jsdom knows no layout). */
const reachable = (item: HTMLElement, dialog: HTMLDialogElement) =>
  item.closest('dialog') === dialog &&
  !item.closest('[hidden], [inert]') &&
  item.checkVisibility?.() !== false;

/** An open dialog's handle for the dialogs opened inside it. */
export interface DialogParent {
  shown: boolean;
  waiting: Set<() => void>;
}

/**
 * The dialog this one is opened from. Effects run child first, so a card that remounts with the sheet it had opened
 * would show the sheet first and the card over it: a child waits for its parent to be shown.
 */
export const DialogParentContext = createContext<DialogParent | null>(null);

export interface ModalDialogOptions {
  /** Escape (and a dialog the browser closed by itself); absent: Escape does nothing. */
  onCancel?: () => void;
  /** The control to focus first; the dialog itself when absent or null. */
  initial?: () => HTMLElement | null | undefined;
}

/** Returns the handle to give to dialogs opened inside this one (DialogParentContext). */
export function useModalDialog(
  ref: RefObject<HTMLDialogElement | null>,
  active: boolean,
  options: ModalDialogOptions,
): DialogParent {
  const parent = useContext(DialogParentContext);
  const self = useRef<DialogParent>({ shown: false, waiting: new Set() });
  const latest = useRef(options);
  latest.current = options;

  // Before paint: the dialog is never seen outside the top layer.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!active || !dialog) return;
    const handle = self.current;
    const previous = document.activeElement as HTMLElement | null;
    let shown = false;
    let closing = false;

    const show = () => {
      parent?.waiting.delete(show);
      if (!dialog.isConnected) return;
      if (dialog.open) dialog.close();
      dialog.showModal();
      shown = true;
      handle.shown = true;
      pushDialog(dialog);
      (latest.current.initial?.() ?? dialog).focus({ preventScroll: true });
      [...handle.waiting].forEach((open) => open());
    };
    const onCancel = (event: Event) => {
      event.preventDefault();
      latest.current.onCancel?.();
    };
    // The browser closes a dialog itself when its `cancel` may not be refused (Chrome: a second Escape with no
    // user activation between): a dismissible one counts it as Escape, any other opens again.
    // A `close` event is queued as a task: one left over from an earlier close() finds the dialog open again.
    const onClose = () => {
      if (closing || !shown || dialog.open) return;
      removeDialog(dialog);
      if (latest.current.onCancel) latest.current.onCancel();
      else if (dialog.isConnected) {
        dialog.showModal();
        pushDialog(dialog);
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented) return;
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((item) =>
        reachable(item, dialog),
      );
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const at = document.activeElement;
      if (event.shiftKey && (at === first || at === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && at === last) {
        event.preventDefault();
        first.focus();
      }
    };

    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClose);
    dialog.addEventListener('keydown', onKeyDown);
    if (!parent || parent.shown) show();
    else parent.waiting.add(show);
    const unlock = lockScroll();
    return () => {
      closing = true;
      parent?.waiting.delete(show);
      handle.shown = false;
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClose);
      dialog.removeEventListener('keydown', onKeyDown);
      unlock();
      if (shown) {
        removeDialog(dialog);
        if (dialog.open) dialog.close();
      }
      // After the commit: React puts focus back on the element it had before the commit (the fading dialog).
      queueMicrotask(() => {
        if (previous?.isConnected) previous.focus({ preventScroll: true });
      });
    };
  }, [active, parent, ref]);

  return self.current;
}
