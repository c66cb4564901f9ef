// A browser that says it is online while nothing answers (Chromium after an offline reload, a dead link): fetch
// rejects with the Fetch standard's TypeError. mockFetch() cannot stand in: its «unexpected request» is a plain Error
// on purpose, which must not count as offline.
import { vi } from 'vitest';

export interface NoNetwork {
  /** The URLs fetch was asked for, in order. */
  asked: string[];
  /** Brings the network back (every request answers `{ ok: true }`) or takes it away again. */
  setDown(down: boolean): void;
}

/** Stubs the global fetch as «no network»; undo with vi.unstubAllGlobals(). */
export function stubNoNetwork(): NoNetwork {
  const asked: string[] = [];
  let down = true;
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    if (down) return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(Response.json({ ok: true }));
  });
  return {
    asked,
    setDown(value) {
      down = value;
    },
  };
}
