// The map's view as the cluster request takes it, and where tapping a cluster leads.
import type L from 'leaflet';
import type { TBounds } from '#shared/schemas/filter.ts';
import type { MapView } from '#app/resources/search.map.ts';

/** Six decimals (about 10 cm) are plenty, and equal views then compare equal. */
const round = (n: number) => Math.round(n * 1e6) / 1e6;
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

export function boundsOf(b: L.LatLngBounds): TBounds {
  return [
    [round(clamp(b.getSouth(), -90, 90)), round(clamp(b.getWest(), -180, 180))],
    [round(clamp(b.getNorth(), -90, 90)), round(clamp(b.getEast(), -180, 180))],
  ];
}

export function sameView(a: MapView, b: MapView): boolean {
  return a.zoom === b.zoom && a.bounds.flat().every((v, i) => v === b.bounds.flat()[i]);
}

/**
 * Where to fly for a tapped cluster: its objects' box, at least one zoom step closer. Null when the map cannot split
 * it any more (all at one spot, or already at the deepest zoom): the caller lists them instead.
 */
export function zoomTarget(
  map: Pick<L.Map, 'getZoom' | 'getBoundsZoom'>,
  bounds: TBounds,
  maxZoom: number,
): { center: [number, number]; zoom: number } | null {
  const zoom = map.getZoom();
  const [[south, west], [north, east]] = bounds;
  const spot = Math.abs(north - south) < 1e-6 && Math.abs(east - west) < 1e-6;
  if (spot || zoom >= maxZoom) return null;
  const fit = map.getBoundsZoom([
    [south, west],
    [north, east],
  ] as L.LatLngBoundsExpression);
  return { center: [(south + north) / 2, (west + east) / 2], zoom: clamp(fit, zoom + 1, maxZoom) };
}
