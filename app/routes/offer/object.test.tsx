import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '#app/test/render-app.tsx';
import { queryClient } from '#app/lib/query-client.ts';
import { mockFetch, type FetchMock, refusal } from '#app/test/fetch-mock.ts';
import OfferObjectPage from './object.tsx';
import * as realtyApi from '#shared/api/realty.ts';

let api: FetchMock;

function renderPage(url: string) {
  renderInApp([{ path: '/offer/:id', element: <OfferObjectPage /> }], {
    at: [url],
  });
}

beforeEach(() => {
  queryClient.clear();
  api = mockFetch().on(realtyApi.getObject, { id: 404 }, refusal(404, 'NotFound', 'Объявление не найдено'));
});

afterEach(() => vi.unstubAllGlobals());

describe('[offer] /offer/{id} that names nothing', () => {
  it('[offer] an id no offer can have says «Объявление не найдено» with the way back, asking nothing', async () => {
    for (const url of ['/offer/abc', '/offer/99999999999']) {
      renderPage(url);
      expect(await screen.findByRole('heading', { name: 'Объявление не найдено' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'К списку объектов' })).toHaveAttribute('href', '/feed');
      cleanup();
    }
    expect(api.calls.filter((c) => c.url.startsWith('/api/objects/'))).toEqual([]);
  });

  it('[offer] an id the server does not know says the same', async () => {
    renderPage('/offer/404');
    expect(await screen.findByRole('heading', { name: 'Объявление не найдено' })).toBeInTheDocument();
  });
});
