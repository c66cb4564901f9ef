// A small Leaflet map with one teal pin (PRODUCT §9). Loaded lazily: Leaflet stays out of the page's first chunk.
// Tiles come from GET /api/config; when they cannot load, the pin still shows on a plain background.
import 'leaflet/dist/leaflet.css';
import { useMemo } from 'react';
import L from 'leaflet';
import { AttributionControl, MapContainer, Marker, TileLayer } from 'react-leaflet';
import { StopAnimationsOnUnmount } from '#app/components/map-point-picker/stop-on-unmount.tsx';
import { useConfig } from '#app/resources/config.ts';
import styles from './object-map.module.css';

const PIN_SVG =
  '<svg width="34" height="44" viewBox="0 0 34 44" xmlns="http://www.w3.org/2000/svg" aria-hidden="true">' +
  '<path d="M17 43s15-15.3 15-26A15 15 0 0 0 2 17c0 10.7 15 26 15 26z" fill="#0d9488" stroke="#fff" stroke-width="2"/>' +
  '<circle cx="17" cy="17" r="6" fill="#fff"/></svg>';

/** Leaflet's credit without the flag its default prefix carries. */
const LEAFLET_CREDIT =
  '<a href="https://leafletjs.com" target="_blank" rel="noopener noreferrer">Leaflet</a>';

export interface ObjectMapProps {
  latitude: number;
  longitude: number;
  title: string;
  zoom?: number;
}

export default function ObjectMap({ latitude, longitude, title, zoom = 15 }: ObjectMapProps) {
  const config = useConfig();
  const icon = useMemo(
    () => L.divIcon({ html: PIN_SVG, className: styles.pin, iconSize: [34, 44], iconAnchor: [17, 43] }),
    [],
  );
  // A finger on a phone scrolls the page; two fingers or the buttons move the map.
  const touch = L.Browser.mobile;
  return (
    <MapContainer
      className={styles.map}
      center={[latitude, longitude]}
      zoom={zoom}
      scrollWheelZoom={false}
      dragging={!touch}
      touchZoom
      attributionControl={false}
    >
      <StopAnimationsOnUnmount />
      <AttributionControl prefix={LEAFLET_CREDIT} />
      {config.data && <TileLayer url={config.data.tileUrl} attribution={config.data.tileAttribution} />}
      <Marker position={[latitude, longitude]} icon={icon} title={title} alt={title} keyboard={false} />
    </MapContainer>
  );
}
