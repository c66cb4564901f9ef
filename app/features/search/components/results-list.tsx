// Search results as a grid of cards with infinite scroll: the next page loads as the end comes into view, loading
// stops at the last page, an empty result says 'По вашему запросу ничего не найдено' (PRODUCT §4).
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import type { TSearchSort } from '#shared/filter-presets.ts';
import type { TSearchFilterInput } from '#shared/schemas/filter.ts';
import type { TListItem } from '#shared/schemas/offer.ts';
import { countOf } from '#shared/format.ts';
import { ru, fill } from '#shared/texts/ru.ts';
import { searchTexts } from '#shared/texts/search.ts';
import { Button } from '#app/components/ui/button.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { SearchIcon } from '#app/components/ui/icons.tsx';
import { LoadMore } from '#app/components/ui/load-more.tsx';
import { useFirstContent } from '#app/lib/first-content.ts';
import { useSearchResults } from '#app/resources/search.ts';
import { SortSelect } from './sort-select.tsx';
import styles from './results-list.module.css';

/** Start loading the next page this far before the end comes into view. */
const PRELOAD_MARGIN = '800px';

export interface ResultsListProps {
  filter: TSearchFilterInput;
  /** Draws one card (the route passes the shared ObjectCard with its favourite handler). */
  renderItem: (item: TListItem, index: number) => ReactNode;
  /** Offers count as «объявления». */
  secondary?: boolean;
  /** A new order; with it the list shows the sort beside the «Найдено N» line. */
  onSort?: (sort: TSearchSort | undefined) => void;
  /** One card a row, whatever the screen (a column beside the map). */
  single?: boolean;
  /** The cards stay while a new filter loads (a list following the map). */
  keepPrevious?: boolean;
}

/** Cards drawn with the answer's first paint: a phone's screen and a desktop's first row. */
export const FIRST_CARDS = 4;

/**
 * False for the first paint of a first answer longer than FIRST_CARDS, then true: the first cards show at once and
 * the rest of the page renders in a transition React may interrupt, instead of one long task of twenty cards.
 */
function useWholeList(count: number): boolean {
  const [whole, setWhole] = useState(false);
  const needed = count > FIRST_CARDS;
  useEffect(() => {
    if (whole || count === 0) return;
    if (!needed) return setWhole(true);
    const frame = requestAnimationFrame(() => startTransition(() => setWhole(true)));
    return () => cancelAnimationFrame(frame);
  }, [count, needed, whole]);
  return whole || !needed;
}

export function ResultsList({
  filter,
  renderItem,
  secondary = false,
  onSort,
  single = false,
  keepPrevious = false,
}: ResultsListProps) {
  const query = useSearchResults(filter, { keepPrevious });
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = query;
  useFirstContent(!query.isPending);
  const whole = useWholeList(query.data?.pages.reduce((n, p) => n + p.data.length, 0) ?? 0);

  if (query.isPending) {
    return (
      <div className={styles.grid} data-single={single || undefined} aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className={styles.skeleton} />
        ))}
      </div>
    );
  }

  if (query.isError && !query.data) {
    return (
      <EmptyState
        tone="danger"
        title={searchTexts.feed.loadError}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {searchTexts.feed.retry}
          </Button>
        }
      />
    );
  }

  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((p) => p.data);
  const total = pages[0]?.meta.total ?? 0;

  if (items.length === 0) {
    return <EmptyState icon={<SearchIcon size={32} />} title={ru.empty.noResults} />;
  }

  return (
    <section aria-label={searchTexts.feed.title}>
      <div className={styles.head}>
        <p className={styles.found} aria-live="polite">
          {fill(searchTexts.feed.found, countOf(total, secondary ? searchTexts.offers : searchTexts.objects))}
        </p>
        {onSort && <SortSelect value={filter.sort as TSearchSort | undefined} onChange={onSort} />}
      </div>
      <div className={styles.grid} data-single={single || undefined} data-testid="results">
        {(whole ? items : items.slice(0, FIRST_CARDS)).map((item, i) => (
          <div key={`${item.isOffer ? 'f' : 'o'}${item.id}`} className={styles.cell}>
            {renderItem(item, i)}
          </div>
        ))}
      </div>
      <div className={styles.footer}>
        {query.isError && query.data && (
          <Button variant="secondary" onClick={() => void fetchNextPage()}>
            {searchTexts.feed.retry}
          </Button>
        )}
        {!hasNextPage && pages.length > 1 && <span className={styles.end}>{searchTexts.feed.end}</span>}
        <LoadMore
          hasMore={hasNextPage && !isError}
          loading={isFetchingNextPage}
          onMore={() => void fetchNextPage()}
          auto={whole}
          margin={PRELOAD_MARGIN}
          className={styles.more}
        />
      </div>
    </section>
  );
}
