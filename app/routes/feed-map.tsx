// The feed's map mode. On a desktop the results list stands beside the map, in step both ways: it holds what the map
// shows (the map's bounds as the filter's, once the map stops moving), a card under the mouse raises its pin, a pin
// under the mouse marks its card. A phone shows the map alone.
import { useMemo, useState, type ReactNode } from 'react';
import type { TSearchSort } from '#shared/filter-presets.ts';
import type { TBounds, TSearchFilterInput } from '#shared/schemas/filter.ts';
import type { TListItem } from '#shared/schemas/offer.ts';
import { useDebouncedValue } from '#app/hooks/use-debounced-value.ts';
import type { useConfig } from '#app/resources/config.ts';
import { MapMode } from '#app/features/map/components/map-mode.tsx';
import { pointKey } from '#app/features/map/lib/point-key.ts';
import { ResultsList } from '#app/features/search/components/results-list.tsx';
import styles from './feed-screen.module.css';

/** The list follows the map once it has stood still this long. */
const SETTLE_MS = 400;

export function FeedMap({
  config,
  filter,
  secondary,
  withList,
  renderCard,
  onSort,
  onPolygons,
}: {
  config: ReturnType<typeof useConfig>;
  filter: TSearchFilterInput;
  secondary: boolean;
  /** The list beside the map (a desktop). */
  withList: boolean;
  renderCard: (item: TListItem, index: number) => ReactNode;
  onSort: (sort: TSearchSort | undefined) => void;
  /** The areas drawn on the map become the filter's. */
  onPolygons: (polygons: [number, number][][]) => void;
}) {
  const [bounds, setBounds] = useState<TBounds | null>(null);
  const settled = useDebouncedValue(bounds, SETTLE_MS);
  const [hoveredCard, setHoveredCard] = useState<string | null>(null);
  const [hoveredPin, setHoveredPin] = useState<string | null>(null);
  const inView = useMemo(() => (settled ? { ...filter, bounds: settled } : null), [filter, settled]);

  const map = (
    <div className={styles.mapBox}>
      <MapMode
        config={config}
        filter={filter}
        renderCard={(item) => renderCard(item, 0)}
        onPolygons={onPolygons}
        {...(withList
          ? { onView: (view) => setBounds(view.bounds), highlighted: hoveredCard, onHighlight: setHoveredPin }
          : {})}
      />
    </div>
  );
  if (!withList) return map;

  return (
    <div className={styles.mapSplit}>
      <div className={styles.mapList} data-testid="map-list">
        {inView && (
          <ResultsList
            filter={inView}
            secondary={secondary}
            single
            keepPrevious
            onSort={onSort}
            renderItem={(item, i) => {
              const key = pointKey(item);
              return (
                <div
                  className={styles.mapListItem}
                  data-highlighted={hoveredPin === key || undefined}
                  onMouseEnter={() => setHoveredCard(key)}
                  onMouseLeave={() => setHoveredCard((k) => (k === key ? null : k))}
                  ref={(node) => {
                    if (node && hoveredPin === key) node.scrollIntoView?.({ block: 'nearest' });
                  }}
                >
                  {renderCard(item, i)}
                </div>
              );
            }}
          />
        )}
      </div>
      {map}
    </div>
  );
}
