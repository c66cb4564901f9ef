// «Мои объекты» (PRODUCT §2): the owner's complexes in an infinite scroll, unpublished ones marked, the add button
// opening 'Новый объект'; the list states of PRODUCT §4 each have their look.
import { useState, type ReactNode } from 'react';
import { ru } from '#shared/texts/ru.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { Button } from '#app/components/ui/button.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { Fab } from '#app/components/ui/fab.tsx';
import { BuildingIcon, PlusIcon } from '#app/components/ui/icons.tsx';
import { PageTitle } from '#app/components/ui/screen-container.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { useBackofficeObjects } from '#app/resources/backoffice.ts';
import { LoadMore } from '#app/components/ui/load-more.tsx';
import { ListFailure } from '#app/components/ui/paged-list.tsx';
import { listState } from '../lib/list-state.ts';
import { NewObjectSheet } from './new-object-sheet.tsx';
import { ObjectCard } from './object-card.tsx';
import layout from '#app/styles/layout.module.css';
import styles from './objects-page.module.css';

const t = backofficeTexts.objects;

/** `extra`: links the route adds (the join requests for moderators). */
export function ObjectsPage({ extra }: { extra?: ReactNode }) {
  const [adding, setAdding] = useState(false);
  const list = useBackofficeObjects();
  const objects = list.data?.pages.flatMap((page) => page.data) ?? [];
  const state = listState({
    isPending: list.isPending,
    isFetchingNextPage: list.isFetchingNextPage,
    isError: list.isError,
    error: list.error,
    hasNextPage: list.hasNextPage,
    itemCount: objects.length,
  });

  return (
    <>
      <PageTitle
        title={t.title}
        actions={
          <>
            {extra}
            <Button
              icon={<PlusIcon size={20} />}
              onClick={() => setAdding(true)}
              className={styles.addButton}
            >
              {t.add}
            </Button>
          </>
        }
      />
      <div data-list-state={state} className={layout.stack}>
        {objects.length > 0 && (
          <ul className={styles.grid} aria-label={t.title}>
            {objects.map((object) => (
              <li key={object.id}>
                <ObjectCard object={object} />
              </li>
            ))}
          </ul>
        )}
        {state === 'noResults' && (
          <EmptyState
            icon={<BuildingIcon size={36} />}
            title={ru.empty.objects}
            text={t.emptyHint}
            action={
              <Button icon={<PlusIcon size={20} />} onClick={() => setAdding(true)}>
                {t.add}
              </Button>
            }
          />
        )}
        {state === 'loading' && (
          <div className={styles.loading}>
            <Spinner size={28} label={objects.length ? t.loadingMore : undefined} />
          </div>
        )}
        {state === 'error' && (
          <ListFailure
            title={t.loadError}
            retry={t.retry}
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        )}
        {state === 'complete' && objects.length > 6 && <p className={styles.end}>{t.allLoaded}</p>}
        {/* The page's own spinner speaks while a page loads, so «Показать ещё» shows only when ready. */}
        <LoadMore hasMore={state === 'ready'} loading={false} onMore={() => void list.fetchNextPage()} />
      </div>
      <Fab
        show={!adding}
        icon={<PlusIcon size={26} />}
        aria-label={t.add}
        onClick={() => setAdding(true)}
        className={styles.fab}
      />
      <NewObjectSheet open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
