// The open modal dialogs, the last on top. A modal dialog makes everything outside it inert, so what must stay
// usable over it (the toaster, a copy helper's text area) is put inside the top one.
const stack: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

const changed = () => listeners.forEach((listener) => listener());

export function pushDialog(dialog: HTMLDialogElement): void {
  stack.push(dialog);
  changed();
}

export function removeDialog(dialog: HTMLDialogElement): void {
  const at = stack.indexOf(dialog);
  if (at === -1) return;
  stack.splice(at, 1);
  changed();
}

/** The top open modal dialog, or null. */
export const topDialog = (): HTMLDialogElement | null => stack[stack.length - 1] ?? null;

export function subscribeDialogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
