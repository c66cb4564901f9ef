// The list both screens share: the state chips, an infinite scroll of fixation cards, its spinner, empty and error
// looks.
import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { FIXATION_STATES, type TFixationState } from '#shared/companies.ts';
import type { TFixation } from '#shared/schemas/fixations.ts';
import { fixationTexts } from '#shared/texts/fixations.ts';
import { LockIcon } from '#app/components/ui/icons.tsx';
import { PagedList } from '#app/components/ui/paged-list.tsx';
import { StateChips as Chips } from '#app/components/ui/state-chips.tsx';
import stateList from '#app/styles/state-list.module.css';
import styles from './fixations.module.css';

const t = fixationTexts.screen;

interface Page {
  data: TFixation[];
  meta: { current_page: number; last_page: number };
}

export const FixationList = <P extends Page>({
  query,
  empty,
  label,
  render,
}: {
  query: UseInfiniteQueryResult<InfiniteData<P>>;
  empty: { title: string; text?: string };
  label: string;
  render: (fixation: TFixation) => ReactNode;
}) => (
  <PagedList<TFixation>
    query={query}
    label={label}
    render={render}
    itemKey={(fixation) => fixation.id}
    empty={{ icon: <LockIcon size={36} />, ...empty }}
    failure={{ title: t.loadFailed, retry: t.retry }}
    className={stateList.list}
  />
);

const options = FIXATION_STATES.map((state) => ({ value: state, title: fixationTexts.state[state] }));

export const StateChips = (props: {
  value: TFixationState | null;
  onChange: (value: TFixationState | null) => void;
}) => <Chips {...props} options={options} label={t.state} all={t.allStates} />;
