// The list both screens share: the state chips, an infinite scroll of fixation cards, its spinner, empty and error
// looks.
import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { FIXATION_STATES, type TFixationState } from '#shared/companies.ts';
import type { TFixation } from '#shared/schemas/fixations.ts';
import { fixationTexts } from '#shared/texts/fixations.ts';
import { LockIcon } from '#app/components/ui/icons.tsx';
import { PagedList } from '#app/components/ui/paged-list.tsx';
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
    className={styles.list}
  />
);

export function StateChips({
  value,
  onChange,
}: {
  value: TFixationState | null;
  onChange: (value: TFixationState | null) => void;
}) {
  const options = [
    { value: null, title: t.allStates },
    ...FIXATION_STATES.map((state) => ({ value: state, title: fixationTexts.state[state] })),
  ];
  return (
    <div className={styles.chips} role="group" aria-label={t.state}>
      {options.map((option) => (
        <button
          key={option.value ?? 'all'}
          type="button"
          className={styles.chip}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.title}
        </button>
      ))}
    </div>
  );
}
