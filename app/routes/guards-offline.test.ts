import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readUser } from '#shared/api/user.ts';
import { isOnline } from '#app/lib/network-state.ts';
import { keepOfflineCache } from '#app/lib/offline-cache.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { setToken } from '#app/lib/storage.ts';
import { stubNoNetwork } from '#app/test/no-network.ts';
import { requireUser } from './guards.ts';

// A browser that says it is online while nothing answers.
let asked: string[];
beforeEach(() => {
  queryClient.clear();
  document.head.innerHTML = '<script type="module" src="/assets/index-AAA.js"></script>';
  asked = stubNoNetwork().asked;
});
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('the login guard with no network', () => {
  it('a start that gets no answer opens the pages kept on this device instead of an error', async () => {
    setToken('token-of-anna');
    queryClient.setQueryData(['user'], { id: 7, name: 'Анна', status: 'active' });
    keepOfflineCache()();
    queryClient.clear();

    const start = new Request('http://localhost/feed');
    await expect(requireUser(start)).resolves.toMatchObject({ name: 'Анна' });
    // Asked once: no retries before the kept pages show.
    expect(asked).toEqual([readUser.path]);
    expect(isOnline()).toBe(false);
  });

  it('with nothing kept, a start with no answer still fails (and says why)', async () => {
    setToken('token-of-anna');
    const start = new Request('http://localhost/feed');
    await expect(requireUser(start)).rejects.toMatchObject({
      type: 'NetworkError',
    });
  });
});
