// An infinite list of one page query: the items, a spinner while a page loads, the empty and error looks, the line
// under the last item. Bookings, fixations and the agency's links share it; each gives its words and its card.
import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { errorText, isAbort } from '#app/lib/api-error.ts';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import { AlertIcon } from './icons.tsx';
import { LoadMore } from './load-more.tsx';
import { Spinner } from './spinner.tsx';
import layout from '#app/styles/layout.module.css';
import styles from './paged-list.module.css';

export interface PagedListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<{ data: T[] }>>;
  label: string;
  render: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
  empty: { icon: ReactNode; title: string; text?: string };
  failure: { title: string; retry: string };
  /** The line under the last item, shown once more than five are listed. */
  end?: string;
  className?: string;
}

/** A list that failed to load: what went wrong and a retry. */
export function ListFailure({
  title,
  retry,
  error,
  onRetry,
}: PagedListProps<unknown>['failure'] & { error: unknown; onRetry: () => void }) {
  return (
    <EmptyState
      tone="danger"
      icon={<AlertIcon size={36} />}
      title={title}
      text={errorText(error)}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {retry}
        </Button>
      }
    />
  );
}

export function PagedList<T>({
  query,
  label,
  render,
  itemKey,
  empty,
  failure,
  end,
  className,
}: PagedListProps<T>) {
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];
  const failed = query.isError && !isAbort(query.error);
  const loading = query.isPending || query.isFetchingNextPage;
  return (
    <div className={layout.stackMd}>
      {items.length > 0 && (
        <ul className={className} aria-label={label}>
          {items.map((item) => (
            <li key={itemKey(item)}>{render(item)}</li>
          ))}
        </ul>
      )}
      {!loading && !failed && items.length === 0 && (
        <EmptyState icon={empty.icon} title={empty.title} text={empty.text} tone="neutral" />
      )}
      {query.isPending && (
        <div className={styles.loading}>
          <Spinner size={28} />
        </div>
      )}
      {failed && <ListFailure {...failure} error={query.error} onRetry={() => void query.refetch()} />}
      {end && !loading && !failed && !query.hasNextPage && items.length > 5 && (
        <p className={styles.end}>{end}</p>
      )}
      <LoadMore
        hasMore={!failed && !query.isPending && query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
      />
    </div>
  );
}
