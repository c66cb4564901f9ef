// A point on a Leaflet map: while editable, a click on the map or a drag of the pin picks it (the caller then asks
// the geocoder). The complex's address tab and the offer form use it; load it lazily so Leaflet stays out of the
// first chunk, inside a MapBoundary for when its code cannot load.
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo } from 'react';
import L from 'leaflet';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { useConfig } from '#app/resources/config.ts';
import styles from './map-point-picker.module.css';
import { StopAnimationsOnUnmount } from './stop-on-unmount.tsx';

/** PRODUCT §9: the default map centre and zoom. */
const DEFAULT_CENTER: [number, number] = [43.5992, 39.7237];
const DEFAULT_ZOOM = 11;
const POINT_ZOOM = 15;

const PIN_SVG =
  '<svg width="34" height="44" viewBox="0 0 34 44" xmlns="http://www.w3.org/2000/svg" aria-hidden="true">' +
  '<path d="M17 43s15-15.3 15-26A15 15 0 0 0 2 17c0 10.7 15 26 15 26z" fill="#0d9488" stroke="#fff" stroke-width="2"/>' +
  '<circle cx="17" cy="17" r="6" fill="#fff"/></svg>';

export interface MapPoint {
  latitude: number;
  longitude: number;
}

export interface MapPointPickerProps {
  point: MapPoint | null;
  /** Clicks and the pin's drag pick a point. */
  editable: boolean;
  onPick: (latitude: number, longitude: number) => void;
  /** The map's accessible name. */
  label: string;
  /** The map follows the point while editable too; otherwise it follows only outside editing. */
  followWhileEditing?: boolean;
  /** The mouse wheel zooms while editable (never otherwise). */
  wheelZoomWhileEditing?: boolean;
  /** Editing also draws the focus ring around the map. */
  highlightEditing?: boolean;
  /** Sizes the map (set `--map-height`). */
  className?: string;
}

function Clicks({ editable, onPick }: Pick<MapPointPickerProps, 'editable' | 'onPick'>) {
  useMapEvents({
    click(event) {
      if (editable) onPick(event.latlng.lat, event.latlng.lng);
    },
  });
  return null;
}

function Follow({ point, follow }: { point: MapPoint | null; follow: boolean }) {
  const map = useMap();
  const lat = point?.latitude;
  const lng = point?.longitude;
  useEffect(() => {
    if (follow && lat != null && lng != null) map.setView([lat, lng], Math.max(map.getZoom(), POINT_ZOOM));
  }, [map, follow, lat, lng]);
  return null;
}

export default function MapPointPicker({
  point,
  editable,
  onPick,
  label,
  followWhileEditing = false,
  wheelZoomWhileEditing = false,
  highlightEditing = false,
  className,
}: MapPointPickerProps) {
  const config = useConfig();
  const icon = useMemo(
    () => L.divIcon({ html: PIN_SVG, className: styles.pin, iconSize: [34, 44], iconAnchor: [17, 43] }),
    [],
  );
  return (
    <MapContainer
      className={className ? `${styles.map} ${className}` : styles.map}
      data-editable={editable || undefined}
      data-highlight={(highlightEditing && editable) || undefined}
      center={point ? [point.latitude, point.longitude] : DEFAULT_CENTER}
      zoom={point ? POINT_ZOOM : DEFAULT_ZOOM}
      scrollWheelZoom={wheelZoomWhileEditing && editable}
      attributionControl
      aria-label={label}
    >
      {config.data && <TileLayer url={config.data.tileUrl} attribution={config.data.tileAttribution} />}
      <StopAnimationsOnUnmount />
      <Clicks editable={editable} onPick={onPick} />
      <Follow point={point} follow={followWhileEditing || !editable} />
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
