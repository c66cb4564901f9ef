import { afterEach, describe, expect, it, vi } from 'vitest';
import * as realtyApi from '#shared/api/realty.ts';
import * as userApi from '#shared/api/user.ts';
import { callTo, mockFetch, pathOf } from './fetch-mock.ts';

afterEach(() => vi.unstubAllGlobals());

describe('[test-call] the fetch mock by descriptor', () => {
  it('[test-call] callTo matches a call by the descriptor’s method and filled path, whatever its query', async () => {
    const fetchMock = mockFetch()
      .on(realtyApi.getObject, { id: 7 }, { body: {} })
      .on(userApi.readUser, { body: {} });
    await fetch('/api/objects/7?show=3', { method: 'POST', body: '{}' });
    await fetch('/api/user/data', { method: 'POST', body: '{}' });
    expect(fetchMock.calls.filter(callTo(realtyApi.getObject, { id: 7 }))).toHaveLength(1);
    expect(fetchMock.calls.filter(callTo(realtyApi.getObject, { id: 8 }))).toHaveLength(0);
    expect(fetchMock.calls.filter(callTo(userApi.readUser))).toHaveLength(1);
    // Another method on the same path is another route.
    expect(callTo(userApi.readUser)({ method: 'GET', url: '/api/user/data' })).toBe(false);
  });

  it('[test-call] pathOf fills the path’s parameters, encoded', () => {
    expect(pathOf(realtyApi.getObject, { id: 42 })).toBe('/api/objects/42');
  });
});
