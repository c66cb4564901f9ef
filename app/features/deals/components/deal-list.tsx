// An infinite list of deal cards with its spinner, empty and error looks.
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { TDeal } from '#shared/schemas/deals.ts';
import { dealTexts } from '#shared/texts/deals.ts';
import { ListIcon } from '#app/components/ui/icons.tsx';
import { PagedList } from '#app/components/ui/paged-list.tsx';
import { DealCard } from './deal-card.tsx';
import stateList from '#app/styles/state-list.module.css';
import styles from './deals.module.css';

export function DealList({
  query,
  label,
  empty,
  link,
  compact,
}: {
  query: UseInfiniteQueryResult<InfiniteData<{ data: TDeal[] }>>;
  label: string;
  empty: { title: string; text?: string };
  link: (id: number) => string;
  compact?: boolean;
}) {
  return (
    <PagedList<TDeal>
      query={query}
      label={label}
      itemKey={(deal) => deal.id}
      render={(deal) => <DealCard deal={deal} to={link(deal.id)} compact={compact} />}
      empty={{ icon: <ListIcon size={36} />, ...empty }}
      failure={{ title: dealTexts.screen.loadError, retry: dealTexts.screen.retry }}
      className={stateList.list}
    />
  );
}
