// /realty/:id: the object page. `?show=` opens a part: chess (the chessboard), a unit's id (its card on the
// chessboard), photos (the full-screen gallery) or a block of the page.
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { appTexts } from '#shared/texts/app.ts';
import { realtyTexts } from '#shared/texts/realty.ts';
import { PageBackHeader } from '#app/components/ui/back-header.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { useFirstContent } from '#app/lib/first-content.ts';
import { paths } from '#app/lib/paths.ts';
import { useObject } from '#app/resources/realty.ts';
import { unitToShow } from '#app/resources/realty.prefetch.ts';
import { LoadPending, NotFoundState } from '#app/features/realty/components/load-failure.tsx';
import { entityId } from '#app/features/realty/lib/entity-id.ts';
import { MortgageFrom } from '#app/components/mortgage/mortgage-from.tsx';
import { ObjectView } from '#app/features/realty/components/object-view.tsx';
import { FavoriteButton } from '#app/features/favorites/components/favorite-button.tsx';
import { AddToCollection } from '#app/features/collections/components/add-to-collection.tsx';
import { FixClientButton } from '#app/features/fixations/components/fix-client-button.tsx';

export default function RealtyObjectPage() {
  const params = useParams();
  const id = entityId(params.id);
  const [search] = useSearchParams();
  const show = search.get('show');
  const unit = unitToShow(show);
  const query = useObject(id ?? 0, { show: unit });
  const navigate = useNavigate();
  const object = query.data;
  useFirstContent(id === null || !query.isPending);

  useEffect(() => {
    if (!object) return;
    if (object.shownCell) {
      const { sectionId, id: cell } = object.shownCell;
      navigate(paths.realtyChess(object.id, sectionId, { cell }), { replace: true });
    } else if (show === 'chess') {
      const first = object.pavilions.find((p) => p.sections.length > 0)?.sections[0];
      navigate(paths.realtyChess(object.id, first?.id), { replace: true });
    }
  }, [object, show, navigate]);

  return (
    <>
      <DocumentTitle title={object?.title ?? appTexts.pages.realty} />
      <PageBackHeader label={object?.title ?? appTexts.pages.realty} />
      <ScreenContainer type="wide">
        {id === null ? (
          <NotFoundState title={realtyTexts.errors.objectNotFound} />
        ) : object ? (
          <ObjectView
            object={object}
            show={show}
            mortgage={<MortgageFrom price={object.price} accepts={object.checkout.payments} />}
            links={{
              chess: (sectionId) => paths.realtyChess(object.id, sectionId),
              news: paths.realtyNews(object.id),
              editOffer: (offerId) => paths.editOffer(offerId),
              backoffice: paths.builderObject(object.id),
            }}
            actions={
              <>
                <FavoriteButton
                  id={object.id}
                  isOffer={false}
                  isFavorite={object.isFavorite}
                  look="labelled"
                  block
                />
                <AddToCollection objectId={object.id} title={object.title} look="labelled" block />
                <FixClientButton objectId={object.id} title={object.title} />
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
