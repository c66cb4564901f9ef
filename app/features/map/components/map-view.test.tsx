// The map mode with Leaflet's map stood in for (jsdom lays nothing out): react-leaflet's container renders its
// children, and useMap/useMapEvents give a fake map the test moves by hand. The markers are real Leaflet markers in a
// real layer group, so the test sees what would be drawn.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import L from 'leaflet';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Market } from '#shared/enums.ts';
import type { TBounds, TSearchFilterInput } from '#shared/schemas/filter.ts';
import type { TMapClusterResponse, TMapItem } from '#shared/schemas/search.ts';
import { mockFetch, type FetchMock, type MockAnswer, type MockCall, callTo } from '#app/test/fetch-mock.ts';
import MapView, { type MapViewProps } from './map-view.tsx';
import * as searchApi from '#shared/api/search.ts';

const fakeMap = vi.hoisted(() => ({
  bounds: [
    [43.5, 39.6],
    [43.7, 39.9],
  ] as [[number, number], [number, number]],
  zoom: 18,
  handlers: {} as Record<string, () => void>,
  layers: [] as unknown[],
  getZoom() {
    return this.zoom;
  },
  getBounds() {
    return L.latLngBounds(this.bounds);
  },
  getCenter() {
    return this.getBounds().getCenter();
  },
  getBoundsZoom() {
    return this.zoom + 2;
  },
  invalidateSize() {},
  whenReady(callback: () => void) {
    callback();
  },
  addLayer(layer: unknown) {
    this.layers.push(layer);
    return this;
  },
  flyTo: vi.fn(),
  stop: vi.fn(),
}));

vi.mock('react-leaflet', () => ({
  MapContainer: ({ children }: { children: ReactNode }) => <div data-testid="leaflet">{children}</div>,
  TileLayer: () => null,
  useMap: () => fakeMap,
  useMapEvents: (handlers: Record<string, () => void>) => {
    fakeMap.handlers = handlers;
    return fakeMap;
  },
}));

/** The user pans or zooms: Leaflet reports «moveend». */
function moveTo(bounds: TBounds, zoom = fakeMap.zoom) {
  act(() => {
    fakeMap.bounds = bounds;
    fakeMap.zoom = zoom;
    fakeMap.handlers.moveend!();
  });
}

/** The markers drawn now (the map's one layer group holds them). */
function markers(): L.Marker[] {
  const group = fakeMap.layers.find((l): l is L.LayerGroup => l instanceof L.LayerGroup)!;
  return group.getLayers() as L.Marker[];
}
const markerHtml = (m: L.Marker) => String((m.options.icon as L.DivIcon).options.html);

const point = (id: number, lat: number): TMapItem => ({
  type: 'point',
  id,
  isOffer: false,
  latitude: lat,
  longitude: 39.7,
  price: 9_000_000 + id * 100_000,
  title: `ЖК ${id}`,
});

/** Page `n` of `last`, two points a page, ids from `first`, spread apart. */
function clusterPage(n: number, last: number, first = 1): TMapClusterResponse {
  const ids = [first + (n - 1) * 2, first + (n - 1) * 2 + 1];
  return {
    data: ids.map((id) => point(id, 43.5 + id * 0.001)),
    meta: { current_page: n, last_page: last, total: last * 2, per_page: 2 },
    objects: last * 2,
  };
}

const pageOf = (call: MockCall) => Number(new URL(call.url, 'http://x').searchParams.get('page'));
const clusterCalls = (api: FetchMock) => api.calls.filter(callTo(searchApi.mapCluster));

/** Answers held back until the test releases them, by page. */
function held() {
  const waiting = new Map<number, (answer: MockAnswer) => void>();
  return {
    hold: (page: number) => new Promise<MockAnswer>((resolve) => waiting.set(page, resolve)),
    release: (page: number, answer: MockAnswer) =>
      act(() => {
        waiting.get(page)!(answer);
        waiting.delete(page);
      }),
    has: (page: number) => waiting.has(page),
  };
}

let client: QueryClient;
let api: FetchMock;
const map = () => screen.getByTestId('map');

function renderMap(
  filter: TSearchFilterInput = { market: Market.primary },
  sync: Pick<MapViewProps, 'onView' | 'highlighted' | 'onHighlight'> = {},
) {
  return render(
    <QueryClientProvider client={client}>
      <MapView
        {...sync}
        filter={filter}
        tileUrl="https://tiles.example/{z}/{x}/{y}.png"
        tileAttribution="©"
        renderCard={(item) => <article>{item.title}</article>}
      />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  fakeMap.layers = [];
  fakeMap.zoom = 18;
  fakeMap.bounds = [
    [43.5, 39.6],
    [43.7, 39.9],
  ];
});

afterEach(() => {
  client.clear();
  vi.unstubAllGlobals();
});

describe('[map] loading the cluster', () => {
  it('[map] asks for the pages after the first together and flags data-all-loaded once all are in', async () => {
    const pages = held();
    api = mockFetch().on(searchApi.mapCluster, (call) =>
      pageOf(call) === 1 ? { body: clusterPage(1, 3) } : pages.hold(pageOf(call)),
    );
    renderMap();
    // Pages 2 and 3 are both in flight before either answers.
    await waitFor(() => expect(pages.has(2) && pages.has(3)).toBe(true));
    expect(clusterCalls(api).map(pageOf)).toEqual([1, 2, 3]);
    expect(clusterCalls(api)[0]!.body).toMatchObject({ market: 1, bounds: fakeMap.bounds, zoom: 18 });
    expect(map()).not.toHaveAttribute('data-all-loaded');
    await waitFor(() => expect(markers()).toHaveLength(2));
    expect(screen.getByTestId('map-status')).toHaveTextContent('Загружаем объекты на карте');

    // The last page answers first: it is drawn, but the set is not complete.
    pages.release(3, { body: clusterPage(3, 3) });
    await waitFor(() => expect(markers()).toHaveLength(4));
    expect(map()).not.toHaveAttribute('data-all-loaded');
    pages.release(2, { body: clusterPage(2, 3) });
    await waitFor(() => expect(map()).toHaveAttribute('data-all-loaded', 'true'));
    expect(markers().map((m) => m.options.title)).toEqual(
      [1, 2, 5, 6, 3, 4].map((id) => `Открыть карточку: ЖК ${id}`),
    );
    expect(screen.getByTestId('map-status')).toHaveTextContent('6 объектов в области карты');
  });

  it('[map] a complex’s pin reads «от …», an offer’s its own price', async () => {
    api = mockFetch().on(searchApi.mapCluster, {
      body: {
        data: [
          { ...point(1, 43.6), price: 8_900_000 },
          { ...point(2, 43.65), isOffer: true, price: 16_200_000 },
          { ...point(3, 43.62), price: null },
        ],
        meta: { current_page: 1, last_page: 1, total: 3, per_page: 2000 },
        objects: 3,
      },
    });
    renderMap();
    await waitFor(() => expect(markers()).toHaveLength(3));
    const texts = markers().map(
      (m) => new DOMParser().parseFromString(markerHtml(m), 'text/html').body.textContent,
    );
    expect(texts).toEqual(['от 8,9 млн ₽', '16,2 млн ₽', '•']);
  });

  it('[map] new bounds reset the cluster: page 1 again, the old requests cancelled, only the new markers', async () => {
    const pages = held();
    api = mockFetch().on(searchApi.mapCluster, (call) => {
      const { bounds } = call.body as { bounds: TBounds };
      const moved = bounds[0][0] > 44;
      if (!moved && pageOf(call) === 2) return pages.hold(2);
      return { body: clusterPage(pageOf(call), moved ? 1 : 2, moved ? 100 : 1) };
    });
    renderMap();
    await waitFor(() => expect(pages.has(2)).toBe(true));
    const oldPage2 = clusterCalls(api).find((c) => pageOf(c) === 2)!;
    await waitFor(() => expect(markers()).toHaveLength(2));

    moveTo([
      [44.1, 39.6],
      [44.3, 39.9],
    ]);
    await waitFor(() => expect(map()).toHaveAttribute('data-all-loaded', 'true'));
    expect(oldPage2.signal?.aborted).toBe(true);
    const last = clusterCalls(api).at(-1)!;
    expect([pageOf(last), (last.body as { bounds: TBounds }).bounds]).toEqual([
      1,
      [
        [44.1, 39.6],
        [44.3, 39.9],
      ],
    ]);
    expect(markers().map((m) => m.options.title)).toEqual([
      'Открыть карточку: ЖК 100',
      'Открыть карточку: ЖК 101',
    ]);
    expect(screen.getByTestId('map-status')).toHaveTextContent('2 объекта в области карты');
  });

  it('[map] keeps the markers it drew: a page arriving or a tapped pin redraws only what changed', async () => {
    const pages = held();
    api = mockFetch()
      .on(searchApi.mapCluster, (call) =>
        pageOf(call) === 2 ? pages.hold(2) : { body: clusterPage(pageOf(call), 2) },
      )
      .on(searchApi.searchCards, {
        body: { data: [], meta: { current_page: 1, last_page: 1, total: 0, per_page: 20 } },
      });
    renderMap();
    await waitFor(() => expect(markers()).toHaveLength(2));
    const [first, second] = markers();
    pages.release(2, { body: clusterPage(2, 2) });
    await waitFor(() => expect(markers()).toHaveLength(4));
    expect(markers().slice(0, 2)).toEqual([first, second]);
    expect(markers()[0]).toBe(first);
    const otherIcons = markers()
      .slice(1)
      .map((m) => m.options.icon);

    act(() => {
      first!.fire('click');
    });
    await waitFor(() => expect(markerHtml(first!)).toContain('data-selected="true"'));
    expect(first!.options.zIndexOffset).toBe(1000);
    expect(markers()[0]).toBe(first);
    expect(
      markers()
        .slice(1)
        .map((m) => m.options.icon),
    ).toEqual(otherIcons);
    expect(screen.getByRole('dialog', { name: 'Карта' })).toBeInTheDocument();
  });

  it('[map] says when the cluster failed and asks again on «Повторить»', async () => {
    let fail = true;
    api = mockFetch().on(searchApi.mapCluster, (call) =>
      pageOf(call) === 2 && fail
        ? { status: 500, body: { message: 'Ошибка' } }
        : { body: clusterPage(pageOf(call), 2) },
    );
    renderMap();
    expect(await screen.findByText('Не удалось загрузить объекты на карте')).toBeInTheDocument();
    expect(map()).not.toHaveAttribute('data-all-loaded');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(map()).toHaveAttribute('data-all-loaded', 'true'));
    expect(markers()).toHaveLength(4);
    // Page 1 was not asked for again.
    expect(clusterCalls(api).map(pageOf)).toEqual([1, 2, 2]);
  });

  it('[map] counts resale offers as «объявления»', async () => {
    api = mockFetch().on(searchApi.mapCluster, { body: clusterPage(1, 1) });
    renderMap({ market: Market.secondary });
    await waitFor(() => expect(map()).toHaveAttribute('data-all-loaded', 'true'));
    expect(screen.getByTestId('map-status')).toHaveTextContent('2 объявления в области карты');
  });
});

describe('[map] in step with a list beside it', () => {
  it('[map] reports each view, raises the pin of the hovered card and tells which pin is under the mouse', async () => {
    api = mockFetch().on(searchApi.mapCluster, { body: clusterPage(1, 1) });
    const onView = vi.fn();
    const onHighlight = vi.fn();
    const { rerender } = renderMap({ market: Market.primary }, { onView, onHighlight });
    await waitFor(() => expect(markers()).toHaveLength(2));
    expect(onView).toHaveBeenLastCalledWith({ bounds: fakeMap.bounds, zoom: 18 });
    moveTo([
      [43.55, 39.65],
      [43.65, 39.8],
    ]);
    expect(onView).toHaveBeenLastCalledWith({
      bounds: [
        [43.55, 39.65],
        [43.65, 39.8],
      ],
      zoom: 18,
    });
    await waitFor(() => expect(map()).toHaveAttribute('data-all-loaded', 'true'));
    await waitFor(() => expect(markers()).toHaveLength(2));

    const [first, second] = markers();
    act(() => {
      second!.fire('mouseover');
    });
    expect(onHighlight).toHaveBeenLastCalledWith('o2');
    act(() => {
      second!.fire('mouseout');
    });
    expect(onHighlight).toHaveBeenLastCalledWith(null);

    // The card of ЖК 1 under the mouse: its pin rises above the others, and sinks back after.
    const view = (highlighted: string | null) => (
      <QueryClientProvider client={client}>
        <MapView
          filter={{ market: Market.primary }}
          tileUrl="https://tiles.example/{z}/{x}/{y}.png"
          tileAttribution="©"
          renderCard={(item) => <article>{item.title}</article>}
          onView={onView}
          onHighlight={onHighlight}
          highlighted={highlighted}
        />
      </QueryClientProvider>
    );
    rerender(view('o1'));
    await waitFor(() => expect(first!.options.zIndexOffset).toBe(2000));
    expect(second!.options.zIndexOffset).toBe(0);
    rerender(view(null));
    await waitFor(() => expect(first!.options.zIndexOffset).toBe(0));
  });
});
