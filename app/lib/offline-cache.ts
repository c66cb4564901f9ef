// What the app shows without a network: the last feed pages, objects, chessboards, the user and the settings, kept in
// localStorage with TanStack Query's own dehydrate/hydrate (decision 019). Saved as they change, once the first
// content is on screen; read back by offline-restore.ts only when the app starts offline.
import { dehydrate } from '@tanstack/react-query';
import { queryClient } from './query-client.ts';
import { buildId, OFFLINE_CACHE_KEY, type Kept } from './offline-restore.ts';

/** Query families kept: what a buyer reads; nothing of the back-office, moderation or forms. */
const KEPT = new Set(['user', 'search', 'realty', 'chess', 'config', 'partners', 'notifications']);
const SAVE_EVERY_MS = 2000;

function save(): void {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (q) => q.state.status === 'success' && KEPT.has(String(q.queryKey[0])),
  });
  const kept: Kept = { build: buildId(), at: Date.now(), state };
  try {
    localStorage.setItem(OFFLINE_CACHE_KEY, JSON.stringify(kept));
  } catch {
    // Over the storage quota: keep only the newest half of the queries rather than nothing.
    state.queries.sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
    state.queries.length = Math.floor(state.queries.length / 2);
    try {
      localStorage.setItem(OFFLINE_CACHE_KEY, JSON.stringify(kept));
    } catch {
      localStorage.removeItem(OFFLINE_CACHE_KEY);
    }
  }
}

/** Starts keeping the cache (at most every two seconds, and when the page is hidden); returns the stop. */
export function keepOfflineCache(): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const later = () => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      save();
    }, SAVE_EVERY_MS);
  };
  const onHide = () => {
    if (document.visibilityState === 'hidden') save();
  };
  const stop = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') later();
  });
  document.addEventListener('visibilitychange', onHide);
  save();
  return () => {
    stop();
    document.removeEventListener('visibilitychange', onHide);
    if (timer) clearTimeout(timer);
  };
}
