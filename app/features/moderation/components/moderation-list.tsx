// A moderation queue's list: a spinner or the error until the first page, «ничего нет», else «Найдено N» over the
// rows, and «Показать ещё» a moderator asks for (the queue does not run on by itself).
import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { countOf } from '#shared/format.ts';
import { fill } from '#shared/texts/ru.ts';
import { userOfferTexts } from '#shared/texts/user-offers.ts';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { QueryLoadMore } from '#app/components/ui/load-more.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { errorText } from '#app/lib/api-error.ts';
import card from '#app/styles/card.module.css';
import styles from './moderation.module.css';

export function ModerationList<T>({
  query,
  empty,
  forms,
  render,
}: {
  query: UseInfiniteQueryResult<InfiniteData<{ data: T[]; meta: { total: number } }>>;
  empty: string;
  /** The plural forms «Найдено N …» counts in. */
  forms: readonly [string, string, string];
  render: (item: T) => ReactNode;
}) {
  if (!query.data) {
    return query.isError ? <EmptyState tone="danger" title={errorText(query.error)} /> : <PageSpinner />;
  }
  const items = query.data.pages.flatMap((p) => p.data);
  if (items.length === 0) return <EmptyState title={empty} />;
  const total = query.data.pages[0]?.meta.total ?? 0;
  return (
    <>
      <p className={card.muted}>{fill(userOfferTexts.moderation.found, countOf(total, forms))}</p>
      <ul className={styles.list}>{items.map(render)}</ul>
      <QueryLoadMore query={query} auto={false} />
    </>
  );
}
