// The screen /feed and /search share: the search field with autocomplete, presets, the filter panel, sort, and the
// results as a list with infinite scroll or on the map. Features stay apart; this file composes them.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { TListItem } from '#shared/schemas/offer.ts';
import { searchTexts } from '#shared/texts/search.ts';
import { ObjectCard } from '#app/components/object-card/object-card.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { ListIcon, SlidersIcon } from '#app/components/ui/icons.tsx';
import { useMediaQuery } from '#app/hooks/use-media-query.ts';
import { rememberFeedRequest } from '#app/lib/early-requests.ts';
import { paths } from '#app/lib/paths.ts';
import { useConfig } from '#app/resources/config.ts';
import { PresetTabs } from '#app/features/filter/components/preset-tabs.tsx';
import { FilterSearchBox } from '#app/features/filter/components/filter-search-box.tsx';
import { useCurrentFilter } from '#app/features/filter/hooks/use-current-filter.ts';
import { partnersByBuilder, usePartners } from '#app/resources/partners.ts';
import { ResultsList } from '#app/features/search/components/results-list.tsx';
import { useFavoriteToggler } from '#app/features/favorites/hooks/use-toggle-favorite.ts';
import { MapPinIcon } from '#app/features/map/components/map-pin-icon.tsx';
import { AddToCollection } from '#app/features/collections/components/add-to-collection.tsx';
import { CompareToggle } from '#app/features/compare/components/compare-toggle.tsx';
import { CompareKind } from '#shared/compare.ts';
import { SaveFilterButton } from '#app/features/saved-filters/components/save-filter-button.tsx';
import { useAlertMarks } from '#app/features/saved-filters/hooks/use-alert-marks.ts';
import styles from './feed-screen.module.css';

const FilterPanel = lazy(() => import('#app/features/filter/components/filter-panel.tsx'));
// The map mode (its list sync and the map's frame) comes with the first switch to the map, as the map itself does.
const FeedMap = lazy(() => import('./feed-map.tsx').then((m) => ({ default: m.FeedMap })));

const t = searchTexts.feed;
const DESKTOP = '(min-width: 1024px)';

export function FeedScreen({ mode }: { mode: 'feed' | 'search' }) {
  const { current, filter, active, setCount, secondary, selectPreset, apply, reset } = useCurrentFilter();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const onMap = params.get('view') === 'map';
  const desktop = useMediaQuery(DESKTOP);
  const docked = mode === 'search' && desktop && !onMap;
  const [panelOpen, setPanelOpen] = useState(false);
  const [panelUsed, setPanelUsed] = useState(false);
  const config = useConfig();
  const partners = usePartners();
  const byBuilder = partnersByBuilder(partners.data);
  const onToggleFavorite = useFavoriteToggler();
  const alertMarks = useAlertMarks(current.preset ? undefined : current.id);

  // The next cold visit asks for this first page with the HTML (shared/early-script.ts).
  useEffect(() => {
    if (!onMap) rememberFeedRequest(filter);
  }, [filter, onMap]);

  const openPanel = () => {
    setPanelUsed(true);
    setPanelOpen(true);
  };
  const setMap = (on: boolean) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (on) next.set('view', 'map');
        else next.delete('view');
        return next;
      },
      { replace: false },
    );

  const renderCard = (item: TListItem, index: number, layout: 'vertical' | 'horizontal' = 'vertical') => (
    <ObjectCard
      item={item}
      onToggleFavorite={onToggleFavorite}
      partner={item.isOffer ? null : (item.builders.map((b) => byBuilder.get(b.id)).find(Boolean) ?? null)}
      eager={index < 2}
      filtered={active}
      marks={alertMarks.badgesFor(item.id)}
      layout={layout}
      imageSizes={layout === 'horizontal' ? '160px' : undefined}
      actions={
        <>
          <AddToCollection objectId={item.id} isOffer={item.isOffer} title={item.title} />
          {item.isOffer && <CompareToggle kind={CompareKind.offer} itemId={item.id} title={item.title} />}
        </>
      }
    />
  );

  return (
    <div className={styles.screen} data-mode={mode} data-map={onMap || undefined}>
      <DocumentTitle title={mode === 'search' ? t.searchTitle : t.title} />
      <h1 className={styles.heading}>{mode === 'search' ? t.searchTitle : t.title}</h1>
      {mode === 'search' && <p className={styles.lead}>{t.searchLead}</p>}

      <div className={styles.toolbar}>
        <FilterSearchBox
          filter={filter}
          fromPreset={current.preset}
          onApply={apply}
          onOpenComplex={(id) => void navigate(paths.realty(id))}
          autoFocus={mode === 'search'}
        />
        {!docked && (
          <Button
            variant="secondary"
            className={styles.toolButton}
            icon={<SlidersIcon size={20} />}
            onClick={openPanel}
            aria-label={t.filters}
            data-testid="open-filters"
          >
            <span className={styles.toolLabel}>{t.filters}</span>
            {setCount > 0 && <span className={styles.badge}>{setCount}</span>}
          </Button>
        )}
        <Button
          variant={onMap ? 'primary' : 'secondary'}
          className={styles.toolButton}
          icon={onMap ? <ListIcon size={20} /> : <MapPinIcon size={20} />}
          onClick={() => setMap(!onMap)}
          aria-pressed={onMap}
          aria-label={onMap ? t.list : t.map}
          data-testid="toggle-map"
        >
          <span className={styles.toolLabel}>{onMap ? t.list : t.map}</span>
        </Button>
      </div>

      <div className={styles.presetsRow}>
        <PresetTabs current={current} onSelect={selectPreset} onReset={reset} />
        {active && current.id === undefined && (
          <SaveFilterButton filter={filter} size="sm" variant="ghost" className={styles.saveFilter} />
        )}
      </div>

      <div className={styles.content} data-docked={docked || undefined}>
        <div className={styles.results}>
          {onMap ? (
            <Suspense fallback={<PageSpinner />}>
              <FeedMap
                config={config}
                filter={filter}
                secondary={secondary}
                withList={desktop}
                renderCard={(item, i) => renderCard(item, i, 'horizontal')}
                onSort={(sort) => apply({ ...filter, sort })}
                onPolygons={(polygons) => apply({ ...filter, polygons })}
              />
            </Suspense>
          ) : (
            <ResultsList
              filter={filter}
              secondary={secondary}
              renderItem={(item, i) => renderCard(item, i)}
              onSort={(sort) => apply({ ...filter, sort })}
            />
          )}
        </div>
        {(docked || panelUsed) && (
          <Suspense fallback={null}>
            <FilterPanel
              open={panelOpen}
              onClose={() => setPanelOpen(false)}
              value={filter}
              onApply={apply}
              docked={docked}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
