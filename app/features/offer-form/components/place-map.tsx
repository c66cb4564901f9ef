// The offer's house on a Leaflet map: a click or a drag of the pin picks the point (the editor then asks the geocoder
// for the address). Loaded lazily so Leaflet stays out of the form's first chunk.
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo } from 'react';
import L from 'leaflet';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { userOfferTexts } from '#shared/texts/user-offers.ts';
import { useConfig } from '#app/resources/config.ts';
import styles from './offer-form.module.css';

/** SPEC §9: the default map centre and zoom. */
const DEFAULT_CENTER: [number, number] = [43.5992, 39.7237];
const DEFAULT_ZOOM = 11;
const POINT_ZOOM = 15;

const PIN_SVG =
  '<svg width="34" height="44" viewBox="0 0 34 44" xmlns="http://www.w3.org/2000/svg" aria-hidden="true">' +
  '<path d="M17 43s15-15.3 15-26A15 15 0 0 0 2 17c0 10.7 15 26 15 26z" fill="#0d9488" stroke="#fff" stroke-width="2"/>' +
  '<circle cx="17" cy="17" r="6" fill="#fff"/></svg>';

export interface PlaceMapProps {
  point: { latitude: number; longitude: number } | null;
  editable: boolean;
  onPick: (latitude: number, longitude: number) => void;
}

function Clicks({ editable, onPick }: Pick<PlaceMapProps, 'editable' | 'onPick'>) {
  useMapEvents({
    click(event) {
      if (editable) onPick(event.latlng.lat, event.latlng.lng);
    },
  });
  return null;
}

function Follow({ point }: Pick<PlaceMapProps, 'point'>) {
  const map = useMap();
  const lat = point?.latitude;
  const lng = point?.longitude;
  useEffect(() => {
    if (lat != null && lng != null) map.setView([lat, lng], Math.max(map.getZoom(), POINT_ZOOM));
  }, [map, lat, lng]);
  return null;
}

export default function PlaceMap({ point, editable, onPick }: PlaceMapProps) {
  const config = useConfig();
  const icon = useMemo(
    () => L.divIcon({ html: PIN_SVG, className: styles.pin, iconSize: [34, 44], iconAnchor: [17, 43] }),
    [],
  );
  return (
    <MapContainer
      className={styles.map}
      data-editable={editable || undefined}
      center={point ? [point.latitude, point.longitude] : DEFAULT_CENTER}
      zoom={point ? POINT_ZOOM : DEFAULT_ZOOM}
      scrollWheelZoom={false}
      aria-label={userOfferTexts.form.mapLabel}
    >
      {config.data && <TileLayer url={config.data.tileUrl} attribution={config.data.tileAttribution} />}
      <Clicks editable={editable} onPick={onPick} />
      <Follow point={point} />
      {point && (
        <Marker
          position={[point.latitude, point.longitude]}
          icon={icon}
          draggable={editable}
          keyboard={false}
          eventHandlers={{
            dragend(event) {
              const at = (event.target as L.Marker).getLatLng();
              onPick(at.lat, at.lng);
            },
          }}
        />
      )}
    </MapContainer>
  );
}
