// Whether the API can be reached: the browser's word (navigator.onLine and its events) and the app's own experience
// (a request that failed for the network). A browser may say online while nothing answers (a captive network, a
// dead link, or Chromium after an offline reload), so a network failure counts as offline until a probe or any
// other request gets an answer. TanStack's onlineManager follows this state: queries wait instead of failing.
import { onlineManager } from '@tanstack/react-query';

const PROBE_MS = 3000;
let unreachable = false;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let probe: (() => Promise<unknown>) | null = null;
const listeners = new Set<() => void>();

export const isOnline = (): boolean => navigator.onLine && !unreachable;

function notify(): void {
  for (const listener of listeners) listener();
}

/** online/offline events and the app's own findings, one subscription. */
export function subscribeNetwork(onChange: () => void): () => void {
  const browserSaid = () => {
    // The browser says it is back: ask at once rather than at the next probe.
    if (navigator.onLine && unreachable) runProbe();
    onChange();
  };
  listeners.add(onChange);
  window.addEventListener('online', browserSaid);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', browserSaid);
    window.removeEventListener('offline', onChange);
  };
}

/** How to ask whether the API answers (api.ts sets a cheap GET that never touches the database). */
export function setReachabilityProbe(ask: () => Promise<unknown>): void {
  probe = ask;
}

function schedule(): void {
  clearTimeout(probeTimer);
  probeTimer = setTimeout(runProbe, PROBE_MS);
}

function runProbe(): void {
  clearTimeout(probeTimer);
  if (!probe) return;
  // Any answer means the network is back (requestAnswered is called by the request itself); none: ask again later.
  probe().catch(() => {
    if (unreachable) schedule();
  });
}

/** A request got no answer at all. */
export function requestFailedForNetwork(): void {
  if (unreachable) return;
  unreachable = true;
  notify();
  schedule();
}

/** A request got an answer (any status): the network works. */
export function requestAnswered(): void {
  if (!unreachable) return;
  unreachable = false;
  clearTimeout(probeTimer);
  notify();
}

/** Tests start each case reachable, with no probe waiting. */
export function resetNetworkState(): void {
  clearTimeout(probeTimer);
  if (!unreachable) return;
  unreachable = false;
  notify();
}

onlineManager.setEventListener((setOnline) => {
  setOnline(isOnline());
  return subscribeNetwork(() => setOnline(isOnline()));
});
