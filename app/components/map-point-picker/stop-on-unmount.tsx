// Leaving a screen while its Leaflet map animates: Leaflet ends a zoom animation on a timer, which then reads the
// panes the removed map no longer has («Cannot read properties of undefined (reading '_leaflet_pos')»). Stop every
// animation before react-leaflet removes the map: a layout effect's cleanup runs before the container's effects.
import { useLayoutEffect } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import { useMap } from 'react-leaflet';

/** Leaflet's own zoom-animation state: no public method ends a running zoom. */
interface ZoomingMap {
  _animatingZoom?: boolean;
  _onZoomTransitionEnd?: () => void;
}

export function stopAnimations(map: LeafletMap): void {
  map.stop();
  const zooming = map as unknown as ZoomingMap;
  if (zooming._animatingZoom) zooming._onZoomTransitionEnd?.();
}

/** Put inside a MapContainer. */
export function StopAnimationsOnUnmount() {
  const map = useMap();
  useLayoutEffect(() => () => stopAnimations(map), [map]);
  return null;
}
