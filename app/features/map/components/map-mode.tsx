// The feed's map mode: the map (loaded on demand) once the tile settings are in; when they fail, a calm message with
// «Повторить» (the way back to the list stays on the screen). The screen asks for the settings as it opens, so
// switching to the map does not wait for them.
import { lazy, Suspense, type ReactNode } from 'react';
import type { TSearchFilterInput } from '#shared/schemas/filter.ts';
import type { TListItem } from '#shared/schemas/offer.ts';
import { searchTexts } from '#shared/texts/search.ts';
import { Button } from '#app/components/ui/button.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import type { useConfig } from '#app/resources/config.ts';

import type { MapViewProps } from './map-view.tsx';

const MapView = lazy(() => import('./map-view.tsx'));

export interface MapModeProps {
  /** The client settings' query (useConfig): the tiles come from it. */
  config: ReturnType<typeof useConfig>;
  filter: TSearchFilterInput;
  /** Draws the card of a tapped pin or spot. */
  renderCard: (item: TListItem) => ReactNode;
  /** A list beside the map: the view it shows, the pin of its hovered card, and the hovered pin. */
  onView?: MapViewProps['onView'];
  highlighted?: MapViewProps['highlighted'];
  onHighlight?: MapViewProps['onHighlight'];
  onPolygons?: MapViewProps['onPolygons'];
}

export function MapMode({ config, filter, renderCard, ...sync }: MapModeProps) {
  return (
    <Suspense fallback={<PageSpinner />}>
      {config.data ? (
        <MapView
          filter={filter}
          tileUrl={config.data.tileUrl}
          tileAttribution={config.data.tileAttribution}
          renderCard={renderCard}
          {...sync}
        />
      ) : config.isError ? (
        <EmptyState
          tone="danger"
          title={searchTexts.map.unavailable}
          text={searchTexts.map.unavailableHint}
          action={
            <Button variant="secondary" onClick={() => void config.refetch()}>
              {searchTexts.feed.retry}
            </Button>
          }
        />
      ) : (
        <PageSpinner />
      )}
    </Suspense>
  );
}
