// /cabinet/collections: own collections, loaded page by page as the list scrolls; create, rename, delete.
import { useNavigate } from 'react-router';
import { countOf } from '#shared/format.ts';
import { fill } from '#shared/texts/ru.ts';
import { appTexts } from '#shared/texts/app.ts';
import { collectionTexts } from '#shared/texts/collections.ts';
import { Button, ButtonLink } from '#app/components/ui/button.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { FolderIcon, PlusIcon } from '#app/components/ui/icons.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { CardGrid } from '#app/components/ui/card-grid.tsx';
import { paths } from '#app/lib/paths.ts';
import { useCollections } from '#app/resources/collections.ts';
import { CollectionTile } from '#app/features/collections/components/collection-tile.tsx';
import { useCollectionActions } from '#app/features/collections/hooks/use-collection-actions.ts';
import { LoadPending } from '#app/features/realty/components/load-failure.tsx';
import { QueryLoadMore } from '#app/components/ui/load-more.tsx';

const t = collectionTexts.list;

export default function CollectionsPage() {
  const query = useCollections();
  const actions = useCollectionActions();
  const navigate = useNavigate();
  const pages = query.data?.pages;
  const items = pages?.flatMap((p) => p.data) ?? [];
  const total = pages?.[0]?.meta.total ?? 0;

  const create = async () => {
    const id = await actions.createOne();
    if (id !== null) void navigate(paths.collection(id));
  };

  return (
    <ScreenContainer type="wide">
      <DocumentTitle title={appTexts.pages.collections} />
      {actions.conflict}
      <PageTitle
        title={appTexts.pages.collections}
        subtitle={total > 0 ? fill(t.total, countOf(total, collectionTexts.collectionsWord)) : undefined}
        actions={
          items.length > 0 ? (
            <Button icon={<PlusIcon size={20} />} onClick={() => void create()} loading={actions.creating}>
              {t.create}
            </Button>
          ) : undefined
        }
      />
      {!pages ? (
        <LoadPending query={query} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<FolderIcon size={32} />}
          title={t.emptyTitle}
          text={t.emptyHint}
          action={
            <>
              <Button icon={<PlusIcon size={20} />} onClick={() => void create()} loading={actions.creating}>
                {t.createFirst}
              </Button>
              <ButtonLink variant="ghost" to={paths.feed()}>
                {t.toFeed}
              </ButtonLink>
            </>
          }
        />
      ) : (
        <>
          <CardGrid testId="collections-list">
            {items.map((collection) => (
              <CollectionTile
                key={collection.id}
                collection={collection}
                href={paths.collection(collection.id)}
                onRename={() => void actions.renameOne(collection)}
                onDelete={() => void actions.deleteOne(collection)}
              />
            ))}
          </CardGrid>
          <QueryLoadMore query={query} label={t.loadMore} />
        </>
      )}
    </ScreenContainer>
  );
}
