// localStorage keys of PRODUCT §9: `token` (the bearer token) and `filters` (the feed filter), and the offline cache. Storage may be unavailable
// (private mode, a sandboxed wrapper): reads then give nothing and writes are dropped rather than crashing the app.
import { mirrorSession } from './first-paint.ts';

/** offlineCache: what the app shows without a network (offline-cache.ts), one user's data. */
export const STORAGE_KEYS = { token: 'token', filters: 'filters', offlineCache: 'offline-cache' } as const;

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return store()?.getItem(STORAGE_KEYS.token) || null;
}

export function setToken(token: string): void {
  try {
    store()?.setItem(STORAGE_KEYS.token, token);
    mirrorSession(token);
  } catch {
    /* quota or privacy mode: the session lasts until reload */
  }
}

export function removeToken(): void {
  store()?.removeItem(STORAGE_KEYS.token);
  mirrorSession(null);
}

/** One user's cached pages: forgotten when the session ends, so the next person on this device sees none of them. */
export function forgetOfflineCache(): void {
  store()?.removeItem(STORAGE_KEYS.offlineCache);
}

/** This tab's half-typed forms (a client's name and phone among them): forgotten with the session, like the cache. */
export function forgetTabDrafts(): void {
  for (const key of Object.values(TAB_KEYS)) tabStore()?.removeItem(key);
}

/** sessionStorage keys: what this tab keeps across a reload and no longer (a form half typed). */
export const TAB_KEYS = { bookingDraft: 'booking-draft' } as const;

function tabStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** A value this tab keeps across a reload; null when there is none, it is unreadable or storage is off. */
export function readTabValue<T>(key: string): T | null {
  const raw = tabStore()?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeTabValue(key: string, value: unknown): void {
  try {
    if (value === null) tabStore()?.removeItem(key);
    else tabStore()?.setItem(key, JSON.stringify(value));
  } catch {
    /* quota or privacy mode: the draft lasts until reload */
  }
}

export function readFilters<T>(): T | null {
  const raw = store()?.getItem(STORAGE_KEYS.filters);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeFilters(value: unknown): void {
  try {
    if (value == null) store()?.removeItem(STORAGE_KEYS.filters);
    else store()?.setItem(STORAGE_KEYS.filters, JSON.stringify(value));
  } catch {
    /* see setToken */
  }
}
