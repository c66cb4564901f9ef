// /offer/:id: a resale offer. `?show=photos` opens its photos full screen.
import { useParams, useSearchParams } from 'react-router';
import { appTexts } from '#shared/texts/app.ts';
import { realtyTexts } from '#shared/texts/realty.ts';
import { PageBackHeader } from '#app/components/ui/back-header.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { paths } from '#app/lib/paths.ts';
import { useOffer } from '#app/resources/offers.ts';
import { OfferView } from '#app/features/offer/components/offer-view.tsx';
import { LoadPending, NotFoundState } from '#app/features/realty/components/load-failure.tsx';
import { entityId } from '#app/features/realty/lib/entity-id.ts';
import { MapBlock } from '#app/features/realty/components/map-block.tsx';
import { PhotoGallery } from '#app/features/realty/components/photo-gallery.tsx';
import { FavoriteButton } from '#app/features/favorites/components/favorite-button.tsx';
import { AddToCollection } from '#app/features/collections/components/add-to-collection.tsx';
import { CompareToggle } from '#app/features/compare/components/compare-toggle.tsx';
import { CompareKind } from '#shared/compare.ts';

export default function OfferObjectPage() {
  const id = entityId(useParams().id);
  const [search] = useSearchParams();
  const query = useOffer(id ?? 0);
  const offer = query.data;
  return (
    <>
      <DocumentTitle title={offer?.title ?? appTexts.pages.offer} />
      <PageBackHeader label={offer?.title ?? appTexts.pages.offer} />
      <ScreenContainer type="wide">
        {id === null ? (
          <NotFoundState title={realtyTexts.errors.offerNotFound} />
        ) : offer ? (
          <OfferView
            offer={offer}
            gallery={
              <PhotoGallery
                images={offer.allImages}
                title={offer.title}
                openAtStart={search.get('show') === 'photos'}
              />
            }
            map={<MapBlock latitude={offer.latitude} longitude={offer.longitude} title={offer.title} />}
            links={{
              complex: (objectId) => paths.realty(objectId),
              edit: (offerId) => paths.editOffer(offerId),
              chess: (objectId, sectionId, cell) => paths.realtyChess(objectId, sectionId, { cell }),
            }}
            actions={
              <>
                <FavoriteButton id={offer.id} isOffer isFavorite={offer.isFavorite} look="labelled" block />
                {/* Only what others can open goes into a collection: the owner's inactive offer does not. */}
                {offer.published && (
                  <AddToCollection objectId={offer.id} isOffer title={offer.title} look="labelled" block />
                )}
                <CompareToggle
                  kind={CompareKind.offer}
                  itemId={offer.id}
                  title={offer.title}
                  look="labelled"
                />
              </>
            }
          />
        ) : (
          <LoadPending query={query} />
        )}
      </ScreenContainer>
    </>
  );
}
