// The map mode of the feed (loaded on demand): Leaflet with the configured tiles (pins and clusters still show when
// tiles cannot load), clusters from the server for the visible bounds; tapping a cluster zooms in, tapping a pin
// shows its card. Markers are drawn imperatively in one layer, so hundreds of them stay smooth.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { StopAnimationsOnUnmount } from '#app/components/map-point-picker/stop-on-unmount.tsx';
import { Ability, Market, Role } from '#shared/enums.ts';
import { marketTexts } from '#shared/texts/market.ts';
import type { TSearchFilterInput } from '#shared/schemas/filter.ts';
import type { TListItem } from '#shared/schemas/offer.ts';
import type { TMapItem } from '#shared/schemas/search.ts';
import { countOf } from '#shared/format.ts';
import { fill } from '#shared/texts/ru.ts';
import { searchTexts } from '#shared/texts/search.ts';
import { IconButton } from '#app/components/ui/button.tsx';
import { CloseIcon } from '#app/components/ui/icons.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import {
  useMapCards,
  useMapCluster,
  type MapSelection,
  type MapView as TMapView,
} from '#app/resources/search.map.ts';
import { useMarketHeat } from '#app/resources/market.ts';
import { useUser } from '#app/resources/user.ts';
import { HeatLayer, HeatLegend } from './heat-layer.tsx';
import { DrawAreas } from './draw-areas.tsx';
import { clusterIcon, markerKey, pinIcon } from '../lib/markers.ts';
import { mergeOverlapping } from '../lib/merge.ts';
import { boundsOf, sameView, zoomTarget } from '../lib/view.ts';
import styles from './map-view.module.css';

const t = searchTexts.map;

/** PRODUCT §9: the default map centre and zoom. */
export const DEFAULT_CENTER: [number, number] = [43.5992, 39.7237];
export const DEFAULT_ZOOM = 11;
const MAX_ZOOM = 18;

/** Where the map was when it closed: coming back shows the same place (the cluster itself starts over). */
let lastPlace: { center: [number, number]; zoom: number } | null = null;
/** The heat layer stays on for the next visit of the map. */
let heatWasOn = false;

export interface MapViewProps {
  filter: TSearchFilterInput;
  tileUrl: string;
  tileAttribution: string;
  /** Draws a card of the tapped pin (the route passes the shared ObjectCard). */
  renderCard: (item: TListItem) => ReactNode;
  /** Told the visible bounds and zoom after each move (a list beside the map shows what is in view). */
  onView?: (view: TMapView) => void;
  /** The pin to raise (pointKey), e.g. of the card under the mouse in a list beside the map. */
  highlighted?: string | null;
  /** The pin under the mouse (pointKey), or null when it leaves. */
  onHighlight?: (key: string | null) => void;
  /** Given, the map offers «Нарисовать область» and reports the drawn areas (the filter's `polygons`). */
  onPolygons?: (polygons: [number, number][][]) => void;
}

export default function MapView({
  filter,
  tileUrl,
  tileAttribution,
  renderCard,
  onView,
  highlighted = null,
  onHighlight,
  onPolygons,
}: MapViewProps) {
  const [leaflet, setLeaflet] = useState<L.Map | null>(null);
  const [view, setViewState] = useState<TMapView | null>(null);
  const setView = (next: TMapView) => {
    setViewState(next);
    onView?.(next);
  };
  const [selection, setSelection] = useState<MapSelection | null>(null);
  const cluster = useMapCluster(filter, view);
  const cards = useMapCards(filter, selection);
  // «Цена за м²»: the market's heat layer, for those who see «Рынок» (agents, builders, staff).
  const { data: user } = useUser();
  const seesMarket =
    !!user &&
    (user.group !== Role.user || user.abilities.includes(Ability.cabinet)) &&
    user.group !== Role.disabled;
  const [heatOn, setHeatOn] = useState(heatWasOn);
  const heat = useMarketHeat(
    seesMarket && heatOn && view
      ? { bounds: view.bounds.flat().join(','), zoom: Math.max(3, Math.min(18, view.zoom)) }
      : null,
  );

  // A new filter or new bounds start a new cluster; a card of the old one would mislead.
  const [filterShown, setFilterShown] = useState(filter);
  if (filterShown !== filter) {
    setFilterShown(filter);
    setSelection(null);
  }

  const place = lastPlace ?? { center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM };
  const words = Number(filter.market) === Market.secondary ? searchTexts.offers : searchTexts.objects;
  const items = cards.data?.data ?? [];
  return (
    <div className={styles.root} data-testid="map" data-all-loaded={cluster.allPagesLoaded || undefined}>
      <MapContainer
        ref={setLeaflet}
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
        <StopAnimationsOnUnmount />
        <ViewWatcher onView={setView} />
        {heatOn && heat.data && <HeatLayer heat={heat.data} />}
        <ClusterLayer
          items={cluster.items}
          words={words}
          selected={selection?.kind === 'point' ? selection.id : null}
          highlighted={highlighted}
          onHighlight={onHighlight}
          onCluster={(bounds, canZoom) => {
            if (!canZoom) setSelection({ kind: 'spot', bounds });
          }}
          onPoint={(id, isOffer) => setSelection({ kind: 'point', id, isOffer })}
        />
      </MapContainer>

      {seesMarket && (
        <button
          type="button"
          className={styles.heatToggle}
          aria-pressed={heatOn}
          onClick={() => {
            heatWasOn = !heatOn;
            setHeatOn(!heatOn);
          }}
        >
          {marketTexts.heat.toggle}
        </button>
      )}
      {seesMarket && heatOn && heat.data && !selection && <HeatLegend heat={heat.data} />}
      {seesMarket && heatOn && heat.isError && (
        <div className={styles.heatLegend} role="alert">
          {marketTexts.heat.failed}
        </div>
      )}
      {onPolygons && <DrawAreas map={leaflet} polygons={filter.polygons ?? []} onChange={onPolygons} />}

      <div className={styles.status} aria-live="polite" data-testid="map-status">
        {cluster.isLoading && !cluster.allPagesLoaded ? (
          <>
            <Spinner size={16} /> {t.loading}
          </>
        ) : cluster.isError ? (
          <>
            {t.loadError}
            <button type="button" className={styles.retry} onClick={() => void cluster.retry()}>
              {searchTexts.feed.retry}
            </button>
          </>
        ) : (
          fill(t.inView, countOf(cluster.objects, words))
        )}
      </div>

      {selection && (
        <div className={styles.cardPanel} role="dialog" aria-label={t.title}>
          {/* The close button has a row of its own: it never lies on a card's photo or corner. */}
          <div className={styles.cardHead}>
            {selection.kind === 'spot' && cards.data && (
              <span className={styles.cardCount}>{countOf(items.length, words)}</span>
            )}
            <IconButton label={t.close} className={styles.cardClose} onClick={() => setSelection(null)}>
              <CloseIcon size={18} />
            </IconButton>
          </div>
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

/** A drawn marker and the item it stands for. */
interface Drawn {
  marker: L.Marker;
  item: TMapItem;
  selected: boolean;
}

function ClusterLayer({
  items,
  words,
  selected,
  highlighted,
  onHighlight,
  onCluster,
  onPoint,
}: {
  items: TMapItem[];
  /** «объект» or «объявление» for the clusters' labels. */
  words: readonly [string, string, string];
  selected: number | null;
  highlighted: string | null;
  onHighlight?: (key: string | null) => void;
  onCluster: (bounds: [[number, number], [number, number]], canZoom: boolean) => void;
  onPoint: (id: number, isOffer: boolean) => void;
}) {
  const map = useMap();
  const layer = useRef<L.LayerGroup | null>(null);
  const drawn = useRef(new Map<string, Drawn>());
  const handlers = useRef({ onCluster, onPoint, onHighlight });
  handlers.current = { onCluster, onPoint, onHighlight };
  const raised = useRef<{ key: string; marker: L.Marker } | null>(null);

  useEffect(() => {
    const group = L.layerGroup().addTo(map);
    const markers = drawn.current;
    layer.current = group;
    return () => {
      group.remove();
      markers.clear();
      layer.current = null;
    };
  }, [map]);

  // Markers are kept by what they stand for: a page arriving adds only its new markers, a tap on a pin redraws
  // only the pins whose selection changed, and what is gone is removed. The DOM then changes by the difference,
  // not by the thousands of markers a dense view has.
  useEffect(() => {
    const group = layer.current;
    if (!group) return;
    // At the deepest zoom every pin stays tappable on its own; above it, overlapping markers become one cluster.
    const zoom = map.getZoom();
    const shown = zoom >= MAX_ZOOM ? items : mergeOverlapping(items, zoom);
    const previous = drawn.current;
    const next = new Map<string, Drawn>();
    for (const item of shown) {
      let key = markerKey(item);
      while (next.has(key)) key += '+';
      const isSelected = item.type === 'point' && item.id === selected;
      const kept = previous.get(key);
      if (kept) {
        previous.delete(key);
        if (item.type === 'point' && kept.selected !== isSelected) {
          kept.marker.setIcon(pinIcon(item, isSelected));
          kept.marker.setZIndexOffset(isSelected ? 1000 : 0);
        }
        next.set(key, { marker: kept.marker, item, selected: isSelected });
        continue;
      }
      const marker =
        item.type === 'cluster'
          ? L.marker([item.latitude, item.longitude], {
              icon: clusterIcon(item),
              keyboard: true,
              title: fill(t.clusterLabel, countOf(item.count, words)),
              riseOnHover: true,
            })
          : L.marker([item.latitude, item.longitude], {
              icon: pinIcon(item, isSelected),
              keyboard: true,
              title: fill(t.pinLabel, item.title),
              zIndexOffset: isSelected ? 1000 : 0,
            });
      if (item.type === 'point') {
        marker.on('mouseover', () => handlers.current.onHighlight?.(key));
        marker.on('mouseout', () => handlers.current.onHighlight?.(null));
      }
      marker.on('click', () => {
        if (item.type === 'cluster') {
          const target = zoomTarget(map, item.bounds, MAX_ZOOM);
          if (target) map.flyTo(target.center, target.zoom, { duration: 0.5 });
          handlers.current.onCluster(item.bounds, target !== null);
        } else {
          handlers.current.onPoint(item.id, item.isOffer);
        }
      });
      group.addLayer(marker);
      next.set(key, { marker, item, selected: isSelected });
    }
    for (const gone of previous.values()) group.removeLayer(gone.marker);
    drawn.current = next;
  }, [items, selected, words, map]);

  // The highlighted pin is raised above the others and enlarged (by CSS on data-highlighted).
  useEffect(() => {
    const marker = highlighted ? (drawn.current.get(highlighted)?.marker ?? null) : null;
    const before = raised.current;
    if (before && before.marker !== marker) {
      before.marker.getElement()?.removeAttribute('data-highlighted');
      before.marker.setZIndexOffset(drawn.current.get(before.key)?.selected ? 1000 : 0);
    }
    if (marker && highlighted) {
      marker.getElement()?.setAttribute('data-highlighted', 'true');
      marker.setZIndexOffset(2000);
      raised.current = { key: highlighted, marker };
    } else {
      raised.current = null;
    }
  }, [highlighted, items, selected]);

  return null;
}
