// The kept cache (offline-cache.ts) read back when the app starts offline, before anything asks the network. Loaded
// only then (app/start.tsx), after the entry's chunks: an online start does not carry TanStack's hydrate.
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { queryClient } from './query-client.ts';
import { STORAGE_KEYS } from './storage.ts';

export const OFFLINE_CACHE_KEY = STORAGE_KEYS.offlineCache;
const WEEK_MS = 7 * 24 * 3600 * 1000;

export interface Kept {
  /** Another build may read other shapes: its cache is dropped (the entry's address changes with every build). */
  build: string;
  at: number;
  state: DehydratedState;
}

export const buildId = () => document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? '';

export function restoreOfflineCache(now = Date.now()): boolean {
  try {
    const kept = JSON.parse(localStorage.getItem(OFFLINE_CACHE_KEY) ?? 'null') as Kept | null;
    if (!kept || kept.build !== buildId() || now - kept.at > WEEK_MS) return false;
    hydrate(queryClient, kept.state);
    return true;
  } catch {
    return false;
  }
}
