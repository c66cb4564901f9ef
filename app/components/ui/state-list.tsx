// A paged list of things with states (bookings, fixations, deals, commissions): their cards by id in the state-list
// column, with the feature's icon for «ничего нет» and its words for a failed load.
import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import stateList from '#app/styles/state-list.module.css';
import { PagedList } from './paged-list.tsx';

export interface StateListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<{ data: T[] }>>;
  label: string;
  render: (item: T) => ReactNode;
  empty: { title: string; text?: string };
  /** The line under the last card. */
  end?: string;
}

export function StateList<T extends { id: number }>({
  icon,
  failure,
  empty,
  ...props
}: StateListProps<T> & { icon: ReactNode; failure: { title: string; retry: string } }) {
  return (
    <PagedList<T>
      {...props}
      itemKey={(item) => item.id}
      empty={{ icon, ...empty }}
      failure={failure}
      className={stateList.list}
    />
  );
}
