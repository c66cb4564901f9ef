import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TNearbyPlace } from '#shared/schemas/nearby.ts';
import { nearbyQuery } from '#app/resources/nearby.ts';
import { LocationBlock } from './location-block.tsx';

function renderWith(places: TNearbyPlace[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(nearbyQuery(7).queryKey, { places });
  render(
    <QueryClientProvider client={client}>
      <LocationBlock objectId={7} latitude={43.58} longitude={39.72} title="ЖК Морской" />
    </QueryClientProvider>,
  );
}

describe('[realty] «Рядом» on the complex page', () => {
  it('[realty] says plainly when nothing is known within 5 km, with the OSM credit', () => {
    renderWith([]);
    expect(screen.getByRole('heading', { name: 'Рядом' })).toBeInTheDocument();
    expect(
      screen.getByText('В радиусе 5 км от комплекса нет данных о школах, магазинах и остановках'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('link', { name: 'Данные: © участники OpenStreetMap' })).toBeInTheDocument();
  });

  it('[realty] lists the nearest places with walking minutes and the distance', () => {
    renderWith([
      {
        kind: 'school',
        name: 'Школа № 7',
        distanceM: 450,
        walkMinutes: 8,
        lat: 43.581,
        lng: 39.721,
      },
      {
        kind: 'beach',
        name: 'Пляж «Ривьера»',
        distanceM: 1200,
        walkMinutes: 20,
        lat: 43.57,
        lng: 39.71,
      },
    ]);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('ШколаШкола № 7');
    expect(items[0]).toHaveTextContent('8 мин пешком');
    expect(items[0]).toHaveTextContent('450 м по прямой');
    expect(items[1]).toHaveTextContent('Море');
    expect(items[1]).toHaveTextContent('1,2 км по прямой');
    expect(screen.queryByText(/нет данных/)).toBeNull();
  });
});
