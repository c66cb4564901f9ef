// «Показать ещё», the one end of every paged list: a button for keyboards and for lists that wait to be asked, and,
// unless `auto` is off, the next page loading by itself when the end comes within 400 px of the screen. Nothing shows
// once the last page is in (PRODUCT §4).
import { ru } from '#shared/texts/ru.ts';
import { useLoadMore } from '#app/hooks/use-load-more.ts';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';
import styles from './load-more.module.css';

export interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  /** «Показать ещё» unless told. */
  label?: string;
  /** Off where a page must be asked for (moderation queues: a moderator works down what is shown). */
  auto?: boolean;
  /** How far ahead of the end the next page starts loading. */
  margin?: string;
  className?: string;
}

export function LoadMore({
  hasMore,
  loading,
  onMore,
  label = ru.loadMore,
  auto = true,
  margin,
  className,
}: LoadMoreProps) {
  // `loading` flips with every page, so a sentinel still in view asks again.
  const sentinel = useLoadMore<HTMLDivElement>(onMore, auto && hasMore && !loading, 0, margin);
  if (!hasMore) return null;
  return (
    <div ref={sentinel} className={className ? `${styles.more} ${className}` : styles.more}>
      {loading ? (
        <Spinner size={24} />
      ) : (
        <Button variant="ghost" onClick={onMore}>
          {label}
        </Button>
      )}
    </div>
  );
}

/** The query's next page: what an infinite query gives. */
export interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** «Показать ещё» for an infinite query's next page. */
export function QueryLoadMore({
  query,
  ...rest
}: Omit<LoadMoreProps, 'hasMore' | 'loading' | 'onMore'> & { query: NextPages }) {
  return (
    <LoadMore
      hasMore={query.hasNextPage}
      loading={query.isFetchingNextPage}
      onMore={() => void query.fetchNextPage()}
      {...rest}
    />
  );
}
