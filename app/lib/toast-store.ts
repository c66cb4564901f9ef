// Toasts live outside React so the API client and the socket can raise them too; <Toaster> renders them.
export type ToastTone = 'info' | 'success' | 'error';

export interface ToastItem {
  id: number;
  text: string;
  tone: ToastTone;
  action?: { label: string; onClick: () => void };
  /** When it was raised: a toast raised as a screen hands over to the next one survives that navigation. */
  at: number;
}

export interface ToastOptions {
  tone?: ToastTone;
  action?: ToastItem['action'];
  /** Milliseconds; 0 keeps it until closed. A toast with an action always stays until used or closed. */
  duration?: number;
}

const DEFAULT_DURATION = 4000;
/** A toast this young belongs to the navigation that follows it («Сохранено», then the list). */
const HANDOVER_MS = 1500;
const MAX_VISIBLE = 3;

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
/** A toast's countdown: running (`handle` set, ends at `deadline`) or held with `remaining` milliseconds left. */
interface Countdown {
  handle: ReturnType<typeof setTimeout> | null;
  deadline: number;
  remaining: number;
}
const timers = new Map<number, Countdown>();

function emit() {
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  const countdown = timers.get(id);
  if (countdown?.handle) clearTimeout(countdown.handle);
  timers.delete(id);
  if (!items.some((t) => t.id === id)) return;
  items = items.filter((t) => t.id !== id);
  emit();
}

export function toast(text: string, options: ToastOptions = {}): number {
  const id = nextId++;
  // The same text twice in a row (a burst of identical errors) is shown once.
  const same = items.find((t) => t.text === text);
  if (same) dismissToast(same.id);
  items = [
    ...items,
    { id, text, tone: options.tone ?? 'info', action: options.action, at: Date.now() },
  ].slice(-MAX_VISIBLE);
  // An action must not run away from the person reaching for it (WCAG 2.2.1): it waits to be used or closed.
  const duration = options.action ? 0 : (options.duration ?? DEFAULT_DURATION);
  if (duration > 0) {
    timers.set(id, { handle: null, deadline: 0, remaining: duration });
    resumeToast(id);
  }
  emit();
  return id;
}

/** Holds a toast's countdown (the pointer is over it or focus is inside it); a toast with none is left alone. */
export function pauseToast(id: number): void {
  const countdown = timers.get(id);
  if (!countdown?.handle) return;
  clearTimeout(countdown.handle);
  countdown.handle = null;
  countdown.remaining = Math.max(0, countdown.deadline - Date.now());
}

/** Lets a held countdown run on with the time it had left. */
export function resumeToast(id: number): void {
  const countdown = timers.get(id);
  if (!countdown || countdown.handle) return;
  countdown.deadline = Date.now() + countdown.remaining;
  countdown.handle = setTimeout(() => dismissToast(id), countdown.remaining);
}

/** A new screen: the toasts of the screens before it go (they spoke of what is no longer shown); one raised just
 * before the navigation began stays. */
export function dismissStaleToasts(navigationStart = Date.now()): void {
  for (const item of items) if (navigationStart - item.at > HANDOVER_MS) dismissToast(item.id);
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastItem[] {
  return items;
}
