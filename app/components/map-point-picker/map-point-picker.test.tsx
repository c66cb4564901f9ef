import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import L from 'leaflet';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '#app/lib/query-client.ts';
import { mockFetch } from '#app/test/fetch-mock.ts';
import MapPointPicker from './map-point-picker.tsx';
import { stopAnimations } from './stop-on-unmount.tsx';
import * as systemApi from '#shared/api/system.ts';

beforeEach(() => {
  queryClient.clear();
  mockFetch().on(systemApi.readConfig, {
    body: { tileUrl: '', tileAttribution: '', supportUrl: '', publicUrl: '' },
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('[map-point-picker] leaving while the map animates', () => {
  it('stops the map’s animations before the map is removed', () => {
    const order: string[] = [];
    vi.spyOn(L.Map.prototype, 'stop').mockImplementation(function (this: L.Map) {
      order.push('stop');
      return this;
    });
    const remove = L.Map.prototype.remove;
    vi.spyOn(L.Map.prototype, 'remove').mockImplementation(function (this: L.Map) {
      order.push('remove');
      return remove.call(this);
    });
    const view = render(
      <QueryClientProvider client={queryClient}>
        <MapPointPicker
          point={{ latitude: 43.6, longitude: 39.7 }}
          editable
          onPick={() => {}}
          label="Карта"
        />
      </QueryClientProvider>,
    );
    view.unmount();
    expect(order).toEqual(['stop', 'remove']);
  });

  it('ends a running zoom at once, so its timer finds nothing left to do', () => {
    const map = { stop: vi.fn(), _animatingZoom: true, _onZoomTransitionEnd: vi.fn() };
    stopAnimations(map as unknown as L.Map);
    expect(map.stop).toHaveBeenCalled();
    expect(map._onZoomTransitionEnd).toHaveBeenCalled();
  });
});
