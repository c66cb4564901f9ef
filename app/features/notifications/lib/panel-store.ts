// Whether the notifications panel is open: one panel for the whole shell, opened by either bell (the phone's top bar
// or the desktop side menu) or by the cabinet home.
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const openNotifications = () => set(true);
export const closeNotifications = () => set(false);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotificationsOpen(): boolean {
  return useSyncExternalStore(subscribe, () => open);
}
