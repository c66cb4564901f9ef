import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { mockFetch, type FetchMock, type MockAnswer, pathOf } from '#app/test/fetch-mock.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { removeToken, setToken } from '#app/lib/storage.ts';
import { chessQuery } from '#app/resources/chess.ts';
import { prefetchChess } from './chess-prefetch.ts';
import * as chessApi from '#shared/api/chess.ts';
import * as realtyApi from '#shared/api/realty.ts';

let fetch: FetchMock;
let answerObject: ((answer: MockAnswer) => void) | null;
const object = {
  id: 5,
  title: 'ЖК Морской бриз',
  pavilions: [
    { id: 1, sections: [] },
    { id: 2, sections: [{ id: 12 }] },
  ],
};
const board = { id: 11, cells: [] };

beforeEach(() => {
  queryClient.clear();
  localStorage.clear();
  answerObject = null;
  fetch = mockFetch()
    .on(realtyApi.getObject, { id: 5 }, () => new Promise<MockAnswer>((resolve) => (answerObject = resolve)))
    .on(chessApi.getChessSection, { id: 5, sectionId: 11 }, { body: board })
    .on(chessApi.getChessSection, { id: 5, sectionId: 12 }, { body: { ...board, id: 12 } });
});

afterEach(() => {
  removeToken();
  vi.unstubAllGlobals();
});

const args = (id: string, chess?: string) =>
  ({
    params: { id, chess },
    request: new Request(`http://localhost/realty/${id}/chess`),
  }) as unknown as LoaderFunctionArgs;
const paths = () => fetch.calls.map((c) => c.url);

describe('[chess] the chessboard page starts its requests with the route', () => {
  it('asks for the object and the named section’s board at once, under the keys the page reads', async () => {
    setToken('token-1');
    localStorage.setItem('filters', JSON.stringify({ preset: false, filter: { market: 1, cntApart: [2] } }));
    expect(prefetchChess(args('5', '11'))).toBeNull();
    // Both left before the object answered.
    await vi.waitFor(() =>
      expect(paths()).toEqual([
        pathOf(realtyApi.getObject, { id: 5 }),
        pathOf(chessApi.getChessSection, { id: 5, sectionId: 11 }),
      ]),
    );
    expect(answerObject).not.toBeNull();
    expect(fetch.calls[1]!.body).toEqual({ market: 1, cntApart: [2] });
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(chessQuery(5, 11, { market: 1, cntApart: [2] }).queryKey)).toBeTruthy(),
    );
  });

  it('without a section, asks for the object’s first board as soon as the object arrives', async () => {
    setToken('token-1');
    prefetchChess(args('5'));
    await vi.waitFor(() => expect(paths()).toEqual([pathOf(realtyApi.getObject, { id: 5 })]));
    answerObject!({ body: object });
    await vi.waitFor(() =>
      expect(paths()).toEqual([
        pathOf(realtyApi.getObject, { id: 5 }),
        pathOf(chessApi.getChessSection, { id: 5, sectionId: 12 }),
      ]),
    );
  });

  it('asks nothing without a session or a valid id', () => {
    prefetchChess(args('5', '11'));
    setToken('token-1');
    prefetchChess(args('abc', '11'));
    expect(fetch.calls).toHaveLength(0);
  });
});
