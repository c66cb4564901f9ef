// /cabinet/collections/:id: one collection's objects and units as cards; remove one, rename, delete, send to a
// client. How often its links were opened and what the clients said show live, on top and under each card.
import { useNavigate, useParams } from 'react-router';
import { countOf } from '#shared/format.ts';
import { fill, ru } from '#shared/texts/ru.ts';
import { appTexts } from '#shared/texts/app.ts';
import { collectionTexts } from '#shared/texts/collections.ts';
import type { TCollectionItemRef } from '#shared/schemas/collections.ts';
import { ObjectCard } from '#app/components/object-card/object-card.tsx';
import { PageBackHeader } from '#app/components/ui/back-header.tsx';
import { Button, ButtonLink } from '#app/components/ui/button.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { FolderIcon } from '#app/components/ui/icons.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { CardGrid } from '#app/components/ui/card-grid.tsx';
import { UnitCard, unitHeading } from '#app/components/unit-card/unit-card.tsx';
import { Kind } from '#shared/enums.ts';
import { liveTexts } from '#shared/texts/collections-live.ts';
import { toast } from '#app/lib/toast-store.ts';
import { paths } from '#app/lib/paths.ts';
import {
  useCollection,
  useCollectionRefs,
  useRemoveFromCollection,
  useSendDiff,
} from '#app/resources/collections.ts';
import { AddToCollection } from '#app/features/collections/components/add-to-collection.tsx';
import {
  CollectionNote,
  CollectionToolbar,
} from '#app/features/collections/components/collection-toolbar.tsx';
import { useCollectionActions } from '#app/features/collections/hooks/use-collection-actions.ts';
import { reportCollectionError } from '#app/features/collections/lib/report-error.ts';
import { useFavoriteToggler } from '#app/features/favorites/hooks/use-toggle-favorite.ts';
import styles from './collection.module.css';
import { CollectionPending } from '#app/features/collections/components/collection-failure.tsx';
import {
  CompareSelectionBar,
  CompareSelectionRow,
  CompareSelectToggle,
  useCompareSelection,
} from '#app/features/compare/components/compare-selection.tsx';
import { CollectionPdfButton } from '#app/features/snapshot/components/snapshot-pdf-link.tsx';
import { ItemFeedback, ViewsLine } from '#app/features/collections/components/client-feedback.tsx';
import { useLiveCollection } from '#app/features/collections/hooks/use-live-collection.ts';

const t = collectionTexts.one;

export default function CollectionPage() {
  const id = Number(useParams().id);
  const query = useCollection(id);
  const actions = useCollectionActions();
  const remove = useRemoveFromCollection();
  const restore = useSendDiff();
  const toggleFavorite = useFavoriteToggler();
  const navigate = useNavigate();
  const collection = query.data;
  const selection = useCompareSelection();
  // Loaded here (not per card) so the cards' «В подборку» know which collections hold them.
  useCollectionRefs();
  useLiveCollection(id);

  const removeOne = async (item: TCollectionItemRef, title: string) => {
    try {
      await remove.mutateAsync({ item, collectionId: id });
      toast(fill(t.removed, title), {
        tone: 'success',
        action: {
          label: t.undo,
          onClick: () =>
            restore.mutate(
              { item, diff: { bind: [id], unbind: [] } },
              { onError: (error) => reportCollectionError(error) },
            ),
        },
      });
    } catch (error) {
      reportCollectionError(error);
    }
  };

  const deleteIt = async () => {
    if (collection && (await actions.deleteOne(collection))) void navigate(paths.collections());
  };

  const hasHidden =
    (collection?.objects.some((o) => !o.published) || collection?.units.some((u) => !u.published)) ?? false;
  const count = collection ? collection.objects.length + collection.units.length : 0;
  const feedbackOf = (kind: number, itemId: number) =>
    collection?.feedback.find((f) => f.kind === kind && f.itemId === itemId);
  const removeButton = (item: TCollectionItemRef, title: string) => (
    <Button variant="ghost" size="sm" disabled={remove.isPending} onClick={() => void removeOne(item, title)}>
      {t.remove}
    </Button>
  );

  return (
    <>
      <DocumentTitle title={collection?.name ?? appTexts.pages.collection} />
      {actions.conflict}
      <PageBackHeader label={t.back} fallback={paths.collections()} />
      <ScreenContainer type="wide">
        {collection ? (
          <>
            <PageTitle title={collection.name} subtitle={countOf(count, collectionTexts.objects)} />
            {(collection.snapshot || collection.views.total > 0) && <ViewsLine views={collection.views} />}
            <CollectionToolbar
              sendHref={count > 0 ? paths.collectionSend(collection.id) : undefined}
              onRename={() => void actions.renameOne(collection)}
              onDelete={() => void deleteIt()}
            />
            {count > 0 && (
              <CompareSelectionRow>
                <CollectionPdfButton
                  collectionId={collection.id}
                  snapshotId={collection.snapshot?.id ?? null}
                />
                <CompareSelectionBar
                  selection={selection}
                  items={[
                    ...collection.units.map((unit) => ({ id: unit.id, isOffer: false, unit: true })),
                    ...collection.objects,
                  ]}
                />
              </CompareSelectionRow>
            )}
            {count === 0 ? (
              <EmptyState
                icon={<FolderIcon size={32} />}
                title={ru.empty.collection}
                text={t.emptyHint}
                action={<ButtonLink to={paths.feed()}>{t.toFeed}</ButtonLink>}
              />
            ) : (
              <>
                {hasHidden && <CollectionNote text={t.unpublishedHint} />}
                {collection.units.length > 0 && (
                  <>
                    {collection.objects.length > 0 && (
                      <h2 className={styles.group}>{liveTexts.feedback.units}</h2>
                    )}
                    <CardGrid testId="collection-units">
                      {collection.units.map((unit, i) => {
                        const title = `${unitHeading(unit)}, ${unit.objectTitle}`;
                        return (
                          <UnitCard
                            key={unit.id}
                            unit={unit}
                            eager={i < 3}
                            chessHref={paths.realtyChess(unit.objectId, unit.sectionId, { cell: unit.id })}
                            actions={
                              <>
                                <CompareSelectToggle
                                  selection={selection}
                                  item={{ id: unit.id, isOffer: false, unit: true, title }}
                                />
                                <AddToCollection objectId={unit.id} isUnit title={title} />
                                {removeButton({ id: unit.id, isOffer: false, kind: Kind.unit }, title)}
                                <ItemFeedback feedback={feedbackOf(Kind.unit, unit.id)} />
                              </>
                            }
                          />
                        );
                      })}
                    </CardGrid>
                  </>
                )}
                {collection.objects.length > 0 && collection.units.length > 0 && (
                  <h2 className={styles.group}>{liveTexts.feedback.objects}</h2>
                )}
                <CardGrid testId="collection-objects">
                  {collection.objects.map((item, i) => (
                    <ObjectCard
                      key={`${item.isOffer ? 'o' : 'r'}${item.id}`}
                      item={item}
                      eager={i < 3}
                      onToggleFavorite={toggleFavorite}
                      actions={
                        <>
                          <CompareSelectToggle selection={selection} item={item} />
                          <AddToCollection objectId={item.id} isOffer={item.isOffer} title={item.title} />
                          {removeButton({ id: item.id, isOffer: item.isOffer }, item.title)}
                          <ItemFeedback
                            feedback={feedbackOf(item.isOffer ? Kind.offer : Kind.realty, item.id)}
                          />
                        </>
                      }
                    />
                  ))}
                </CardGrid>
              </>
            )}
          </>
        ) : (
          <CollectionPending query={query} />
        )}
      </ScreenContainer>
    </>
  );
}
