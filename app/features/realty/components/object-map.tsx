// A small Leaflet map with one teal pin (PRODUCT §9). Loaded lazily: Leaflet stays out of the page's first chunk.
// Tiles come from GET /api/config; when they cannot load, the pin still shows on a plain background.
import 'leaflet/dist/leaflet.css';
import { useMemo } from 'react';
import L from 'leaflet';
import { AttributionControl, MapContainer, Marker, TileLayer, Tooltip } from 'react-leaflet';
import type { TNearbyPlace } from '#shared/schemas/nearby.ts';
import { nearbyTexts } from '#shared/texts/nearby.ts';
import { NEARBY_LOOK } from '../lib/nearby-look.ts';
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
  /** What is near (issue 28): a small marker each, and the map wide enough to show them all. */
  places?: readonly TNearbyPlace[];
}

const placeIcon = (place: TNearbyPlace) => {
  const look = NEARBY_LOOK[place.kind];
  return L.divIcon({
    html:
      `<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="10.5" ` +
      `fill="${look.color}" stroke="#fff" stroke-width="2"/><text x="12" y="16.5" font-size="12" font-weight="700" ` +
      `text-anchor="middle" fill="#fff" font-family="system-ui, sans-serif">${look.glyph}</text></svg>`,
    className: styles.pin,
    iconSize: [24, 24],
    iconAnchor: [12, 12],
  });
};

export default function ObjectMap({ latitude, longitude, title, zoom = 15, places = [] }: ObjectMapProps) {
  const config = useConfig();
  const icon = useMemo(
    () => L.divIcon({ html: PIN_SVG, className: styles.pin, iconSize: [34, 44], iconAnchor: [17, 43] }),
    [],
  );
  // A finger on a phone scrolls the page; two fingers or the buttons move the map.
  const touch = L.Browser.mobile;
  // With places around, the view takes them all in (a beach a kilometre away included), not closer than `zoom`.
  const bounds = places.length
    ? L.latLngBounds([[latitude, longitude], ...places.map((p) => [p.lat, p.lng] as [number, number])])
    : undefined;
  return (
    <MapContainer
      className={styles.map}
      {...(bounds
        ? { bounds, boundsOptions: { padding: [28, 28] as [number, number], maxZoom: zoom } }
        : { center: [latitude, longitude] as [number, number], zoom })}
      scrollWheelZoom={false}
      dragging={!touch}
      touchZoom
      attributionControl={false}
    >
      <StopAnimationsOnUnmount />
      <AttributionControl prefix={LEAFLET_CREDIT} />
      {config.data && <TileLayer url={config.data.tileUrl} attribution={config.data.tileAttribution} />}
      {places.map((place) => (
        <Marker
          key={place.kind}
          position={[place.lat, place.lng]}
          icon={placeIcon(place)}
          alt={`${nearbyTexts.kinds[place.kind]}: ${place.name}`}
          keyboard={false}
          // Above the complex's pin: a school next door is not hidden under it.
          zIndexOffset={500}
        >
          <Tooltip direction="top" offset={[0, -10]}>
            {place.name}
          </Tooltip>
        </Marker>
      ))}
      <Marker position={[latitude, longitude]} icon={icon} title={title} alt={title} keyboard={false} />
    </MapContainer>
  );
}
