// The #address tab's Leaflet map (SPEC §2, §4): view mode shows the pin; edit mode takes a click on the map or a drag
// of the pin as the new point. Loaded lazily so Leaflet stays out of the editor's first chunk.
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo } from 'react';
import L from 'leaflet';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { useConfig } from '#app/resources/config.ts';
import styles from './address-map.module.css';

/** SPEC §9: the default map centre and zoom. */
export const DEFAULT_CENTER: [number, number] = [43.5992, 39.7237];
export const DEFAULT_ZOOM = 11;
const POINT_ZOOM = 15;

const PIN_SVG =
  '<svg width="34" height="44" viewBox="0 0 34 44" xmlns="http://www.w3.org/2000/svg" aria-hidden="true">' +
  '<path d="M17 43s15-15.3 15-26A15 15 0 0 0 2 17c0 10.7 15 26 15 26z" fill="#0d9488" stroke="#fff" stroke-width="2"/>' +
  '<circle cx="17" cy="17" r="6" fill="#fff"/></svg>';

export interface AddressMapProps {
  point: { latitude: number; longitude: number } | null;
  editing: boolean;
  onPick: (latitude: number, longitude: number) => void;
}

function Clicks({ editing, onPick }: Pick<AddressMapProps, 'editing' | 'onPick'>) {
  useMapEvents({
    click(event) {
      if (editing) onPick(event.latlng.lat, event.latlng.lng);
    },
  });
  return null;
}

/** Outside edit mode the map follows the saved point. */
function Follow({ point, editing }: Pick<AddressMapProps, 'point' | 'editing'>) {
  const map = useMap();
  const lat = point?.latitude;
  const lng = point?.longitude;
  useEffect(() => {
    if (!editing && lat != null && lng != null) map.setView([lat, lng], Math.max(map.getZoom(), POINT_ZOOM));
  }, [map, editing, lat, lng]);
  return null;
}

export default function AddressMap({ point, editing, onPick }: AddressMapProps) {
  const config = useConfig();
  const icon = useMemo(
    () => L.divIcon({ html: PIN_SVG, className: styles.pin, iconSize: [34, 44], iconAnchor: [17, 43] }),
    [],
  );
  const center: [number, number] = point ? [point.latitude, point.longitude] : DEFAULT_CENTER;
  return (
    <MapContainer
      className={styles.map}
      data-editing={editing || undefined}
      center={center}
      zoom={point ? POINT_ZOOM : DEFAULT_ZOOM}
      scrollWheelZoom={editing}
      attributionControl
      aria-label={backofficeTexts.address.mapLabel}
    >
      {config.data && <TileLayer url={config.data.tileUrl} attribution={config.data.tileAttribution} />}
      <Clicks editing={editing} onPick={onPick} />
      <Follow point={point} editing={editing} />
      {point && (
        <Marker
          position={[point.latitude, point.longitude]}
          icon={icon}
          draggable={editing}
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
