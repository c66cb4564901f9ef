import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from './query-client.ts';
import { keepOfflineCache } from './offline-cache.ts';
import { OFFLINE_CACHE_KEY, restoreOfflineCache } from './offline-restore.ts';
import { endLocalSession } from './session.ts';
import { setToken } from './storage.ts';

function setEntry(src: string) {
  document.head.innerHTML = `<script type="module" src="${src}"></script>`;
}

beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
  setEntry('/assets/index-AAA.js');
});

afterEach(() => {
  vi.useRealTimers();
  queryClient.clear();
});

describe('the cache kept for offline use', () => {
  it('is forgotten at logout: the next person on this device sees nothing of the last one', () => {
    setToken('token-of-anna');
    queryClient.setQueryData(['user'], { id: 7, name: 'Анна' });
    const stop = keepOfflineCache();
    stop();
    expect(localStorage.getItem(OFFLINE_CACHE_KEY)).toContain('Анна');
    endLocalSession();
    expect(localStorage.getItem(OFFLINE_CACHE_KEY)).toBeNull();
    expect(restoreOfflineCache()).toBe(false);
    expect(queryClient.getQueryData(['user'])).toBeUndefined();
  });

  it('keeps what a buyer reads and nothing of the back-office, and gives it back offline', () => {
    queryClient.setQueryData(['user'], { id: 7, name: 'Анна' });
    queryClient.setQueryData(['search', 'list', { market: 1 }], {
      pages: [{ data: [{ id: 1 }] }],
      pageParams: [1],
    });
    queryClient.setQueryData(['backoffice', 'objects'], [{ id: 3 }]);
    const stop = keepOfflineCache();
    stop();
    const kept = JSON.parse(localStorage.getItem(OFFLINE_CACHE_KEY)!) as {
      state: { queries: { queryKey: unknown[] }[] };
    };
    expect(kept.state.queries.map((q) => q.queryKey[0]).sort()).toEqual(['search', 'user']);

    queryClient.clear();
    expect(restoreOfflineCache()).toBe(true);
    expect(queryClient.getQueryData(['user'])).toEqual({ id: 7, name: 'Анна' });
    expect(queryClient.getQueryData(['backoffice', 'objects'])).toBeUndefined();
  });

  it('drops a cache another build wrote, or one older than a week', () => {
    queryClient.setQueryData(['user'], { id: 7 });
    keepOfflineCache()();
    queryClient.clear();

    setEntry('/assets/index-BBB.js');
    expect(restoreOfflineCache()).toBe(false);
    setEntry('/assets/index-AAA.js');
    expect(restoreOfflineCache(Date.now() + 8 * 24 * 3600 * 1000)).toBe(false);
    expect(queryClient.getQueryData(['user'])).toBeUndefined();
    expect(restoreOfflineCache()).toBe(true);
  });

  it('a broken stored value restores nothing and does not throw', () => {
    localStorage.setItem(OFFLINE_CACHE_KEY, '{not json');
    expect(restoreOfflineCache()).toBe(false);
  });
});
