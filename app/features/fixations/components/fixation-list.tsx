// The list both screens share: the state chips, an infinite scroll of fixation cards, its spinner, empty and error
// looks.
import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { FIXATION_STATES, type TFixationState } from '#shared/companies.ts';
import type { TFixation } from '#shared/schemas/fixations.ts';
import { fixationTexts } from '#shared/texts/fixations.ts';
import { Button } from '#app/components/ui/button.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { AlertIcon, LockIcon } from '#app/components/ui/icons.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { useLoadMore } from '#app/hooks/use-load-more.ts';
import { errorText, isAbort } from '#app/lib/api-error.ts';
import styles from './fixations.module.css';

const t = fixationTexts.screen;

interface Page {
  data: TFixation[];
  meta: { current_page: number; last_page: number };
}

export function FixationList<P extends Page>({
  query,
  empty,
  label,
  render,
}: {
  query: UseInfiniteQueryResult<InfiniteData<P>>;
  empty: { title: string; text?: string };
  label: string;
  render: (fixation: TFixation) => ReactNode;
}) {
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];
  const failed = query.isError && !isAbort(query.error);
  const loading = query.isPending || query.isFetchingNextPage;
  const sentinel = useLoadMore<HTMLDivElement>(
    () => void query.fetchNextPage(),
    !failed && !loading && query.hasNextPage,
    query.data?.pages.length ?? 0,
  );
  return (
    <div>
      {items.length > 0 && (
        <ul className={styles.list} aria-label={label}>
          {items.map((fixation) => (
            <li key={fixation.id}>{render(fixation)}</li>
          ))}
        </ul>
      )}
      {!loading && !failed && items.length === 0 && (
        <EmptyState icon={<LockIcon size={36} />} title={empty.title} text={empty.text} tone="neutral" />
      )}
      {loading && (
        <div className={styles.loading}>
          <Spinner size={28} />
        </div>
      )}
      {failed && (
        <EmptyState
          tone="danger"
          icon={<AlertIcon size={36} />}
          title={t.loadFailed}
          text={errorText(query.error)}
          action={
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t.retry}
            </Button>
          }
        />
      )}
      <div ref={sentinel} aria-hidden="true" />
    </div>
  );
}

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
