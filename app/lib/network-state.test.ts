import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { healthLive } from '#shared/api/system.ts';
import { readUser } from '#shared/api/user.ts';
import { request } from './api.ts';
import { isOnline } from './network-state.ts';
import { queryClient } from './query-client.ts';
import { stubNoNetwork, type NoNetwork } from '#app/test/no-network.ts';

let network: NoNetwork;
let asked: string[];
beforeEach(() => {
  queryClient.clear();
  network = stubNoNetwork();
  asked = network.asked;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('the network as the app finds it', () => {
  it('a request with no answer means offline though the browser says online; a probe finds it back', async () => {
    vi.useFakeTimers();
    expect(navigator.onLine).toBe(true);
    await expect(request('GET', readUser.path, undefined, { errors: 'throw' })).rejects.toMatchObject({
      type: 'NetworkError',
    });
    expect(isOnline()).toBe(false);
    // Queries wait for the network instead of failing.
    expect(onlineManager.isOnline()).toBe(false);

    // Nothing answers yet: the liveness check is asked again every few seconds.
    await vi.advanceTimersByTimeAsync(3000);
    expect(asked.filter((u) => u === healthLive.path)).toHaveLength(1);
    network.setDown(false);
    await vi.advanceTimersByTimeAsync(3000);
    expect(asked.filter((u) => u === healthLive.path)).toHaveLength(2);
    expect(isOnline()).toBe(true);
    expect(onlineManager.isOnline()).toBe(true);
    // Reachable again: no more probes.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(asked.filter((u) => u === healthLive.path)).toHaveLength(2);
  });

  it('the browser’s «online» event asks at once', async () => {
    await request('GET', readUser.path, undefined, { errors: 'throw' }).catch(() => undefined);
    expect(isOnline()).toBe(false);
    network.setDown(false);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(isOnline()).toBe(true));
    expect(asked).toEqual([readUser.path, healthLive.path]);
  });
});
