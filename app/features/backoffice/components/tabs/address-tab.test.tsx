// PRODUCT §8 'ошибка загрузки yMaps': when the map's code cannot be loaded (docs/decisions/012-maps-and-geocoding.md),
// the tab says so in the map's place and the address can still be typed and saved.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import { mockFetch } from '#app/test/fetch-mock.ts';
import { backofficeObject } from '../../test/object-fixture.ts';
import { AddressTab } from './address-tab.tsx';
import * as backofficeApi from '#shared/api/backoffice.ts';
import * as referenceApi from '#shared/api/reference.ts';

// The lazily loaded map module fails as a dropped chunk would.
vi.mock('../address-map.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/address-map.js');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('[backoffice-app] the address tab when the map cannot load', () => {
  it('[backoffice-app] shows «ошибка загрузки yMaps» in the map’s place; the address is still edited and saved', async () => {
    // React reports the caught error on the console; the boundary is what is under test.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const object = backofficeObject({ id: 41 });
    const fetch = mockFetch()
      .on(referenceApi.listRegions, {
        body: {
          regions: [{ id: 1, name: 'Сочи', subregions: [{ id: 3, name: 'Центральный', parentId: null }] }],
        },
      })
      .on(backofficeApi.updateBackofficeObject, { id: 41 }, ({ body }) => {
        const address = (body as { address: TBackofficeObject['address'] }).address;
        return {
          body: backofficeObject({
            id: 41,
            address: { ...address, subregion: { id: 3, name: 'Центральный', parent: null } },
          }),
        };
      });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <AddressTab object={object} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('ошибка загрузки yMaps')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Изменить на карте' }));
    expect(screen.getByText('ошибка загрузки yMaps')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Адрес' }), 'Сочи, ул. Роз, 37');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Район' })).toHaveTextContent('Центральный'),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Район' }), 'Центральный');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(fetch.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(fetch.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      address: { address: 'Сочи, ул. Роз, 37', latitude: '', longitude: '', subregion: 3 },
      version: object.version,
    });
  });
});
