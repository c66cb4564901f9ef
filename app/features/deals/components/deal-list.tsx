// An infinite list of deal cards with its spinner, empty and error looks.
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { TDeal } from '#shared/schemas/deals.ts';
import { dealTexts } from '#shared/texts/deals.ts';
import { ListIcon } from '#app/components/ui/icons.tsx';
import { StateList } from '#app/components/ui/state-list.tsx';
import { DealCard } from './deal-card.tsx';

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
    <StateList<TDeal>
      query={query}
      label={label}
      render={(deal) => <DealCard deal={deal} to={link(deal.id)} compact={compact} />}
      empty={empty}
      icon={<ListIcon size={36} />}
      failure={{ title: dealTexts.screen.loadError, retry: dealTexts.screen.retry }}
    />
  );
}
