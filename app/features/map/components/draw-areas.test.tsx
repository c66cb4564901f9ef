import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import L from 'leaflet';
import { describe, expect, it, vi } from 'vitest';
import { DrawAreas } from './draw-areas.tsx';

const ring = (lat: number): [number, number][] => [
  [lat, 39.7],
  [lat + 0.01, 39.7],
  [lat + 0.01, 39.72],
];

/** A map stand-in: 1 px = 0.001°, y to the south; layers are counted, not drawn. */
function fakeMap() {
  const layers: unknown[] = [];
  return {
    layers,
    map: {
      containerPointToLatLng: (p: L.Point) => L.latLng(44 - p.y / 1000, 39 + p.x / 1000),
      addLayer: (layer: unknown) => layers.push(layer),
      removeLayer: (layer: unknown) => layers.splice(layers.indexOf(layer), 1),
      hasLayer: () => false,
    } as unknown as L.Map,
  };
}

describe('[map] drawn areas toolbar', () => {
  it('lists the areas, removes one, clears them all', async () => {
    const onChange = vi.fn();
    render(<DrawAreas map={null} polygons={[ring(43.5), ring(43.6)]} onChange={onChange} />);
    expect(screen.getByText('Область 1')).toBeTruthy();
    expect(screen.getByText('Область 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Удалить область 1' }));
    expect(onChange).toHaveBeenLastCalledWith([ring(43.6)]);
    await userEvent.click(screen.getByRole('button', { name: 'Удалить все области' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('offers no sixth area', () => {
    const five = [1, 2, 3, 4, 5].map((k) => ring(43 + k / 10));
    render(<DrawAreas map={null} polygons={five} onChange={() => {}} />);
    expect((screen.getByRole('button', { name: 'Нарисовать область' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('turns a drawn loop into an area and says so when a stroke encloses nothing', async () => {
    const onChange = vi.fn();
    const { map } = fakeMap();
    render(<DrawAreas map={map} polygons={[]} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Нарисовать область' }));
    const overlay = screen.getByTestId('draw-overlay');
    overlay.getBoundingClientRect = () => ({ left: 0, top: 0 }) as DOMRect;

    // A tap is not an area.
    fireEvent.pointerDown(overlay, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerUp(overlay, { pointerId: 1, clientX: 101, clientY: 100 });
    expect(screen.getByRole('status').textContent).toBe('Область слишком маленькая — обведите район крупнее');
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.pointerDown(overlay, { pointerId: 2, clientX: 200, clientY: 100 });
    for (let i = 1; i <= 40; i++) {
      const a = (i / 40) * 2 * Math.PI;
      fireEvent.pointerMove(overlay, {
        pointerId: 2,
        clientX: 150 + 50 * Math.cos(a),
        clientY: 100 + 50 * Math.sin(a),
      });
    }
    fireEvent.pointerUp(overlay, { pointerId: 2, clientX: 200, clientY: 101 });
    expect(onChange).toHaveBeenCalledTimes(1);
    const [areas] = onChange.mock.calls[0] as [[number, number][][]];
    expect(areas).toHaveLength(1);
    expect(areas[0]!.length).toBeGreaterThan(8);
    // Read through the map: 150 px → 39.15°, 100 px → 43.9°.
    const lats = areas[0]!.map((p) => p[0]);
    expect(Math.min(...lats)).toBeCloseTo(43.85, 2);
    expect(Math.max(...lats)).toBeCloseTo(43.95, 2);
    expect(screen.queryByTestId('draw-overlay')).toBeNull();
  });
});
