// The map mode of the feed (loaded on demand): Leaflet with the configured tiles (pins and clusters still show when
// tiles cannot load), clusters from the server for the visible bounds; tapping a cluster zooms in, tapping a pin
// shows its card. Markers are drawn imperatively in one layer, so hundreds of them stay smooth.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { TSearchFilterInput } from '#shared/schemas/filter.ts';
import type { TListItem } from '#shared/schemas/offer.ts';
import type { TMapItem } from '#shared/schemas/search.ts';
import { countOf } from '#shared/format.ts';
import { fill } from '#shared/texts/ru.ts';
import { searchTexts } from '#shared/texts/search.ts';
import { IconButton } from '#app/components/ui/button.tsx';
import { CloseIcon } from '#app/components/ui/icons.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { useMapCluster, type MapView as TMapView } from '../api/cluster.ts';
import { useMapCards, type MapSelection } from '../api/map-cards.ts';
import { clusterIcon, pinIcon } from '../lib/markers.ts';
import { mergeOverlapping } from '../lib/merge.ts';
import { boundsOf, sameView, zoomTarget } from '../lib/view.ts';
import styles from './map-view.module.css';

const t = searchTexts.map;

/** SPEC §9: the default map centre and zoom. */
export const DEFAULT_CENTER: [number, number] = [43.5992, 39.7237];
export const DEFAULT_ZOOM = 11;
const MAX_ZOOM = 18;

/** Where the map was when it closed: coming back shows the same place (the cluster itself starts over). */
let lastPlace: { center: [number, number]; zoom: number } | null = null;

export interface MapViewProps {
  filter: TSearchFilterInput;
  tileUrl: string;
  tileAttribution: string;
  /** Draws a card of the tapped pin (the route passes the shared ObjectCard). */
  renderCard: (item: TListItem) => ReactNode;
}

export default function MapView({ filter, tileUrl, tileAttribution, renderCard }: MapViewProps) {
  const [view, setView] = useState<TMapView | null>(null);
  const [selection, setSelection] = useState<MapSelection | null>(null);
  const cluster = useMapCluster(filter, view);
  const cards = useMapCards(filter, selection);

  // A new filter or new bounds start a new cluster; a card of the old one would mislead.
  const [filterShown, setFilterShown] = useState(filter);
  if (filterShown !== filter) {
    setFilterShown(filter);
    setSelection(null);
  }

  const place = lastPlace ?? { center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM };
  const items = cards.data?.data ?? [];
  return (
    <div className={styles.root} data-testid="map" data-all-loaded={cluster.allPagesLoaded || undefined}>
      <MapContainer
        className={styles.map}
        center={place.center}
        zoom={place.zoom}
        maxZoom={MAX_ZOOM}
        minZoom={3}
        preferCanvas
        zoomControl
        attributionControl
      >
        <TileLayer url={tileUrl} attribution={tileAttribution} maxZoom={MAX_ZOOM} />
        <ViewWatcher onView={setView} />
        <ClusterLayer
          items={cluster.items}
          selected={selection?.kind === 'point' ? selection.id : null}
          onCluster={(bounds, canZoom) => {
            if (!canZoom) setSelection({ kind: 'spot', bounds });
          }}
          onPoint={(id, isOffer) => setSelection({ kind: 'point', id, isOffer })}
        />
      </MapContainer>

      <div className={styles.status} aria-live="polite">
        {cluster.isLoading && !cluster.allPagesLoaded ? (
          <>
            <Spinner size={16} /> {t.loading}
          </>
        ) : cluster.isError ? (
          t.loadError
        ) : (
          fill(t.inView, countOf(cluster.objects, searchTexts.objects))
        )}
      </div>

      {selection && (
        <div className={styles.cardPanel} role="dialog" aria-label={t.title}>
          <IconButton label={t.close} className={styles.cardClose} onClick={() => setSelection(null)}>
            <CloseIcon size={20} />
          </IconButton>
          {cards.isPending ? (
            <div className={styles.cardLoading}>
              <Spinner size={24} />
            </div>
          ) : (
            <div className={styles.cards}>
              {items.map((item) => (
                <div key={`${item.isOffer}${item.id}`} className={styles.cardItem}>
                  {renderCard(item)}
                </div>
              ))}
            </div>
          )}
        </div>
      )}
    </div>
  );
}

/** Reports the visible bounds and zoom after each move, and remembers the place for the next visit. */
function ViewWatcher({ onView }: { onView: (view: TMapView) => void }) {
  const last = useRef<TMapView | null>(null);
  const report = (map: L.Map) => {
    const next = { bounds: boundsOf(map.getBounds()), zoom: map.getZoom() };
    const center = map.getCenter();
    lastPlace = { center: [center.lat, center.lng], zoom: next.zoom };
    if (last.current && sameView(last.current, next)) return;
    last.current = next;
    onView(next);
  };
  const map = useMapEvents({ moveend: () => report(map) });
  useEffect(() => {
    // The first view, once the container has its size.
    map.whenReady(() => {
      map.invalidateSize();
      report(map);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map]);
  return null;
}

function ClusterLayer({
  items,
  selected,
  onCluster,
  onPoint,
}: {
  items: TMapItem[];
  selected: number | null;
  onCluster: (bounds: [[number, number], [number, number]], canZoom: boolean) => void;
  onPoint: (id: number, isOffer: boolean) => void;
}) {
  const map = useMap();
  const layer = useRef<L.LayerGroup | null>(null);
  const handlers = useRef({ onCluster, onPoint });
  handlers.current = { onCluster, onPoint };

  useEffect(() => {
    const group = L.layerGroup().addTo(map);
    layer.current = group;
    return () => {
      group.remove();
      layer.current = null;
    };
  }, [map]);

  useEffect(() => {
    const group = layer.current;
    if (!group) return;
    group.clearLayers();
    // At the deepest zoom every pin stays tappable on its own; above it, overlapping markers become one cluster.
    const zoom = map.getZoom();
    for (const item of zoom >= MAX_ZOOM ? items : mergeOverlapping(items, zoom)) {
      if (item.type === 'cluster') {
        const marker = L.marker([item.latitude, item.longitude], {
          icon: clusterIcon(item),
          keyboard: true,
          title: fill(t.clusterLabel, countOf(item.count, searchTexts.objects)),
          riseOnHover: true,
        });
        marker.on('click', () => {
          const target = zoomTarget(map, item.bounds, MAX_ZOOM);
          if (target) map.flyTo(target.center, target.zoom, { duration: 0.5 });
          handlers.current.onCluster(item.bounds, target !== null);
        });
        group.addLayer(marker);
      } else {
        const marker = L.marker([item.latitude, item.longitude], {
          icon: pinIcon(item, item.id === selected),
          keyboard: true,
          title: fill(t.pinLabel, item.title),
          zIndexOffset: item.id === selected ? 1000 : 0,
        });
        marker.on('click', () => handlers.current.onPoint(item.id, item.isOffer));
        group.addLayer(marker);
      }
    }
  }, [items, selected, map]);

  return null;
}
