// The server groups objects on a fixed grid, so two groups on either side of a cell's edge can be drawn on top of each
// other. Before drawing, items whose markers would overlap on screen at the current zoom are merged into one cluster.
import type { TMapCluster, TMapItem } from '#shared/schemas/search.ts';

/** Markers closer than this on screen (px) are merged: about a cluster's circle. */
export const MERGE_PX = 44;

/** Web Mercator pixel coordinates of a place at a zoom (256-px tiles). */
export function toPixel(latitude: number, longitude: number, zoom: number): { x: number; y: number } {
  const scale = 256 * 2 ** zoom;
  const sin = Math.sin((Math.max(-85, Math.min(85, latitude)) * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

const countOf = (item: TMapItem) => (item.type === 'cluster' ? item.count : 1);
const priceOf = (item: TMapItem) => (item.type === 'cluster' ? item.priceFrom : item.price);
const boundsOf = (item: TMapItem): TMapCluster['bounds'] =>
  item.type === 'cluster'
    ? item.bounds
    : [
        [item.latitude, item.longitude],
        [item.latitude, item.longitude],
      ];

function merged(a: TMapItem, b: TMapItem): TMapCluster {
  const [ca, cb] = [countOf(a), countOf(b)];
  const [ba, bb] = [boundsOf(a), boundsOf(b)];
  const prices = [priceOf(a), priceOf(b)].filter((p): p is number => p != null && p > 0);
  return {
    type: 'cluster',
    latitude: (a.latitude * ca + b.latitude * cb) / (ca + cb),
    longitude: (a.longitude * ca + b.longitude * cb) / (ca + cb),
    count: ca + cb,
    bounds: [
      [Math.min(ba[0][0], bb[0][0]), Math.min(ba[0][1], bb[0][1])],
      [Math.max(ba[1][0], bb[1][0]), Math.max(ba[1][1], bb[1][1])],
    ],
    priceFrom: prices.length ? Math.min(...prices) : null,
  };
}

/**
 * Items with every pair of markers at least `px` apart at `zoom`: the biggest groups absorb their close neighbours
 * (one pass over a screen grid of `px` cells, so thousands of items stay cheap).
 */
export function mergeOverlapping(items: TMapItem[], zoom: number, px = MERGE_PX): TMapItem[] {
  if (items.length < 2) return items;
  const order = [...items].sort((a, b) => countOf(b) - countOf(a));
  const kept: { item: TMapItem; x: number; y: number }[] = [];
  const grid = new Map<string, number[]>();
  const key = (gx: number, gy: number) => `${gx}:${gy}`;
  for (const item of order) {
    const { x, y } = toPixel(item.latitude, item.longitude, zoom);
    const gx = Math.floor(x / px);
    const gy = Math.floor(y / px);
    let near = -1;
    for (let dx = -1; dx <= 1 && near < 0; dx++) {
      for (let dy = -1; dy <= 1 && near < 0; dy++) {
        for (const index of grid.get(key(gx + dx, gy + dy)) ?? []) {
          const other = kept[index]!;
          if (Math.hypot(other.x - x, other.y - y) < px) {
            near = index;
            break;
          }
        }
      }
    }
    if (near >= 0) {
      // The group keeps its place in the grid; its marker moves to the weighted centre.
      kept[near]!.item = merged(kept[near]!.item, item);
      continue;
    }
    grid.set(key(gx, gy), [...(grid.get(key(gx, gy)) ?? []), kept.length]);
    kept.push({ item, x, y });
  }
  return kept.map((k) => k.item);
}
