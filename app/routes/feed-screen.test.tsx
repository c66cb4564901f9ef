import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TClientConfig } from '#shared/schemas/config.ts';
import { mockFetch, type FetchMock, callTo } from '#app/test/fetch-mock.ts';
import { FeedScreen } from './feed-screen.tsx';
import * as partnersApi from '#shared/api/partners.ts';
import * as systemApi from '#shared/api/system.ts';

// Leaflet needs a laid-out page; here the map only has to show which tiles it was given.
vi.mock('#app/features/map/components/map-view.tsx', () => ({
  default: ({ tileUrl }: { tileUrl: string }) => <div data-testid="map-stub">{tileUrl}</div>,
}));

let api: FetchMock;
let client: QueryClient;
let configFails: boolean;

const CONFIG: TClientConfig = {
  tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
  tileAttribution: '© OpenStreetMap',
  supportUrl: 'https://t.me/kvartal_support',
  publicUrl: 'https://kvartal.example',
};

function renderFeed(url: string) {
  const router = createMemoryRouter([{ path: '/feed', element: <FeedScreen mode="feed" /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  configFails = true;
  api = mockFetch()
    .on(systemApi.readConfig, () =>
      configFails ? { status: 503, body: { message: 'Сервис недоступен' } } : { body: CONFIG },
    )
    .on(partnersApi.listPartners, { body: {} });
});

afterEach(() => {
  client.clear();
  vi.unstubAllGlobals();
});

describe('[map] the feed’s map mode', () => {
  it('[map] says the map could not open when its settings fail, and opens it on «Повторить»', async () => {
    renderFeed('/feed?view=map');
    expect(await screen.findByRole('heading', { name: 'Не удалось открыть карту' })).toBeInTheDocument();
    expect(screen.queryByTestId('map-stub')).toBeNull();
    // The way back to the list stays.
    expect(screen.getByTestId('toggle-map')).toHaveAccessibleName('Список');

    configFails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByTestId('map-stub')).toHaveTextContent(CONFIG.tileUrl);
    expect(screen.queryByText('Не удалось открыть карту')).toBeNull();
    await waitFor(() =>
      expect(api.calls.filter(callTo(systemApi.readConfig)).map((c) => c.method)).toEqual(['GET', 'GET']),
    );
  });
});
