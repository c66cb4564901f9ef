// «Фиды для порталов» under «Мои объекты»: the builder's secret links for Yandex Realty, Cian and Avito, and the ids
// the portals give their complexes. Leaving with an unsaved id asks first.
import { useCallback, useState } from 'react';
import { feedsTexts as t } from '#shared/texts/feeds.ts';
import { useLeaveGuard } from '#app/components/forms/use-leave-guard.ts';
import { Button } from '#app/components/ui/button.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { PageTitle } from '#app/components/ui/screen-container.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { useFeedSettings } from '#app/resources/feeds.ts';
import { FeedLinks } from './feed-links.tsx';
import { PortalIdsForm } from './portal-ids-form.tsx';
import layout from '#app/styles/layout.module.css';
import cardStyles from '#app/styles/card.module.css';

export function FeedsPage() {
  const settings = useFeedSettings();
  const [dirty, setDirty] = useState<ReadonlySet<number>>(new Set());
  const onDirtyChange = useCallback(
    (id: number, isDirty: boolean) =>
      setDirty((old) => {
        if (old.has(id) === isDirty) return old;
        const next = new Set(old);
        if (isDirty) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  useLeaveGuard(dirty.size > 0, t.leave);

  if (settings.isPending) return <PageSpinner />;
  if (settings.isError) {
    return (
      <EmptyState
        title={t.loadFailed}
        action={<Button onClick={() => void settings.refetch()}>{t.retry}</Button>}
      />
    );
  }
  const data = settings.data;
  return (
    <div className={layout.stack}>
      <PageTitle title={t.title} subtitle={t.intro} />
      <FeedLinks settings={data} />
      <section className={cardStyles.card} aria-labelledby="feed-objects">
        <h2 id="feed-objects" className={cardStyles.title}>
          {t.objectsTitle}
        </h2>
        <p className={cardStyles.muted}>{t.objectsHint}</p>
        {data.objects.length === 0 ? (
          <p className={cardStyles.muted}>{t.objectsEmpty}</p>
        ) : (
          data.objects.map((object) => (
            <PortalIdsForm key={object.id} object={object} onDirtyChange={onDirtyChange} />
          ))
        )}
      </section>
    </div>
  );
}
