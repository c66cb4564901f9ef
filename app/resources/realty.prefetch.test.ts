import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { mockFetch, type FetchMock } from '#app/test/fetch-mock.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { removeToken, setToken } from '#app/lib/storage.ts';
import { objectQuery } from './realty.ts';
import { prefetchObject } from './realty.prefetch.ts';
import * as realtyApi from '#shared/api/realty.ts';

let fetch: FetchMock;

beforeEach(() => {
  queryClient.clear();
  fetch = mockFetch().on(realtyApi.getObject, { id: 5 }, { body: { id: 5, title: 'ЖК Морской бриз' } });
});

afterEach(() => {
  removeToken();
  vi.unstubAllGlobals();
});

const args = (url: string, id: string) =>
  ({ params: { id }, request: new Request(`http://localhost${url}`) }) as unknown as LoaderFunctionArgs;

describe('[realty] the object page starts its request with the route', () => {
  it('asks for the object, with a unit to show, under the key the page reads', async () => {
    setToken('token-1');
    expect(prefetchObject(args('/realty/5?show=77', '5'))).toBeNull();
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(objectQuery(5, { show: '77' }).queryKey)).toBeTruthy(),
    );
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]!.body).toEqual({ show: '77' });
  });

  it('leaves a page part alone and asks nothing without a session or a valid id', () => {
    prefetchObject(args('/realty/5', '5'));
    setToken('token-1');
    prefetchObject(args('/realty/abc', 'abc'));
    expect(fetch.calls).toHaveLength(0);
    prefetchObject(args('/realty/5?show=photos', '5'));
    expect(fetch.calls[0]!.body).toEqual({});
  });
});
