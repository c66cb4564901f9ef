// /cabinet/favorites: the user's favourite complexes and offers as cards, loaded page by page as the list scrolls.
// Unfavouring a card turns its heart off in place; the list drops it the next time it is opened.
import { countOf } from '#shared/format.ts';
import { fill, ru } from '#shared/texts/ru.ts';
import { appTexts } from '#shared/texts/app.ts';
import { realtyTexts } from '#shared/texts/realty.ts';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { HeartIcon } from '#app/components/ui/icons.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { paths } from '#app/lib/paths.ts';
import { ObjectCard } from '#app/components/object-card/object-card.tsx';
import { CardGrid } from '#app/components/ui/card-grid.tsx';
import { useFavorites } from '#app/resources/favorites.ts';
import { useFavoriteToggler } from '#app/features/favorites/hooks/use-toggle-favorite.ts';
import { AddToCollection } from '#app/features/collections/components/add-to-collection.tsx';
import { LoadPending } from '#app/features/realty/components/load-failure.tsx';
import { QueryLoadMore } from '#app/components/ui/load-more.tsx';

export default function FavoritesPage() {
  const query = useFavorites();
  const toggle = useFavoriteToggler();
  const pages = query.data?.pages;
  const items = pages?.flatMap((p) => p.data) ?? [];
  const total = pages?.[0]?.meta.total ?? 0;
  return (
    <ScreenContainer type="wide">
      <DocumentTitle title={appTexts.pages.favorites} />
      <PageTitle
        title={appTexts.pages.favorites}
        subtitle={
          total > 0
            ? fill(realtyTexts.favorites.total, countOf(total, realtyTexts.favorites.items))
            : undefined
        }
      />
      {!pages ? (
        <LoadPending query={query} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<HeartIcon size={32} />}
          title={ru.empty.favorites}
          text={realtyTexts.favorites.emptyHint}
          action={<ButtonLink to={paths.feed()}>{realtyTexts.favorites.toFeed}</ButtonLink>}
        />
      ) : (
        <>
          <CardGrid testId="favorites-list">
            {items.map((item, i) => (
              <ObjectCard
                key={`${item.isOffer ? 'o' : 'r'}${item.id}`}
                item={item}
                eager={i < 3}
                onToggleFavorite={toggle}
                actions={
                  // The owner's own offer off the feed stays in their favourites but cannot go into a collection.
                  !item.isOffer || item.published ? (
                    <AddToCollection objectId={item.id} isOffer={item.isOffer} title={item.title} />
                  ) : undefined
                }
              />
            ))}
          </CardGrid>
          <QueryLoadMore query={query} />
        </>
      )}
    </ScreenContainer>
  );
}
