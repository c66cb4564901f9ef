// The list both screens share: state chips and an infinite scroll of commission cards with its spinner, empty and
// error looks.
import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { COMMISSION_STATES, type TCommissionState } from '#shared/deals.ts';
import type { TCommission } from '#shared/schemas/commissions.ts';
import { commissionTexts } from '#shared/texts/commissions.ts';
import { ListIcon } from '#app/components/ui/icons.tsx';
import { PagedList } from '#app/components/ui/paged-list.tsx';
import { StateChips as Chips } from '#app/components/ui/state-chips.tsx';
import stateList from '#app/styles/state-list.module.css';
import styles from './commissions.module.css';

const t = commissionTexts.screen;

export const CommissionList = <P extends { data: TCommission[] }>({
  query,
  empty,
  label,
  render,
}: {
  query: UseInfiniteQueryResult<InfiniteData<P>>;
  empty: { title: string; text?: string };
  label: string;
  render: (commission: TCommission) => ReactNode;
}) => (
  <PagedList<TCommission>
    query={query}
    label={label}
    render={render}
    itemKey={(c) => c.id}
    empty={{ icon: <ListIcon size={36} />, ...empty }}
    failure={{ title: t.loadFailed, retry: t.retry }}
    className={stateList.list}
  />
);

const options = COMMISSION_STATES.map((state) => ({ value: state, title: commissionTexts.state[state] }));

export const StateChips = (props: {
  value: TCommissionState | null;
  onChange: (value: TCommissionState | null) => void;
}) => <Chips {...props} options={options} label={t.state} all={t.allStates} />;
