import { cleanup, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TObjectFull } from '#shared/schemas/object.ts';
import { renderInApp, prepareAppTests } from '#app/test/render-app.tsx';
import { mockFetch, type FetchMock, pathOf } from '#app/test/fetch-mock.ts';
import { objectFixture } from '#app/features/realty/test/object-fixture.ts';
import RealtyObjectPage from './object.tsx';
import * as collectionsApi from '#shared/api/collections.ts';
import * as realtyApi from '#shared/api/realty.ts';

let api: FetchMock;
let answer: TObjectFull;

/** Where the chessboard route would be: the path and query the page led to. */
function ChessStub() {
  const location = useLocation();
  return <p data-testid="chess">{location.pathname + location.search}</p>;
}

const renderPage = (url: string) =>
  renderInApp(<RealtyObjectPage />, {
    path: '/realty/:id',
    at: url,
    routes: [{ path: '/realty/:id/chess/:chess?', element: <ChessStub /> }],
  }).router;

/** The complex's own reads (POST /api/objects/{id}); its sections' GETs (trust card, progress) are not counted. */
const objectRequests = () =>
  api.calls.filter((c) => /^\/api\/objects\/\d+$/.test(c.url)).map((c) => [c.url, c.body]);

prepareAppTests({ pathname: '/' });

beforeEach(() => {
  answer = objectFixture();
  api = mockFetch()
    .on(realtyApi.getObject, { id: 3 }, () => ({ body: answer }))
    .on(collectionsApi.listCollections, () => ({ body: { data: [] } }));
});

describe('[realty] /realty/{id} that names nothing', () => {
  it('[realty] an id no object can have says «Объект не найден» with the way back, asking nothing', async () => {
    for (const url of ['/realty/abc', '/realty/99999999999']) {
      renderPage(url);
      expect(await screen.findByRole('heading', { name: 'Объект не найден' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'К списку объектов' })).toHaveAttribute('href', '/feed');
      cleanup();
    }
    expect(objectRequests()).toEqual([]);
  });
});

describe('[realty] /realty/{id}?show=', () => {
  it('[realty] a unit’s id asks the server where it is and opens its card on that section’s chessboard', async () => {
    answer = objectFixture({ shownCell: { id: 8, sectionId: 11, pavilionId: 5 } });
    const router = renderPage('/realty/3?show=8');
    expect(await screen.findByTestId('chess')).toHaveTextContent('/realty/3/chess/11?cell=8');
    expect(objectRequests()).toEqual([[pathOf(realtyApi.getObject, { id: 3 }), { show: '8' }]]);
    // The redirect replaces the entry: «back» does not land on the redirect again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('[realty] a unit the server does not place (another complex’s, deleted) leaves the page as it is', async () => {
    renderPage('/realty/3?show=999');
    expect(await screen.findByRole('heading', { level: 1, name: 'ЖК Морской' })).toBeInTheDocument();
    expect(screen.queryByTestId('chess')).toBeNull();
    expect(objectRequests()).toEqual([[pathOf(realtyApi.getObject, { id: 3 }), { show: '999' }]]);
  });

  it('[realty] show=chess opens the first section’s chessboard', async () => {
    renderPage('/realty/3?show=chess');
    expect(await screen.findByTestId('chess')).toHaveTextContent(/^\/realty\/3\/chess\/11$/);
    // «chess» is no unit: the server is not asked to place it.
    expect(objectRequests()).toEqual([[pathOf(realtyApi.getObject, { id: 3 }), {}]]);
  });

  it('[realty] show=<part> stays on the page and brings that part into view', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this.id);
    };
    renderPage('/realty/3?show=documents');
    expect(await screen.findByRole('heading', { level: 1, name: 'ЖК Морской' })).toBeInTheDocument();
    await waitFor(() => expect(scrolled).toEqual(['realty-documents']));
    expect(screen.queryByTestId('chess')).toBeNull();
    expect(objectRequests()).toEqual([[pathOf(realtyApi.getObject, { id: 3 }), {}]]);
  });
});
