// /realty/:id/chess/:chess?: the chessboard of a complex's section (the first one without :chess).
// `?cell=` is the open unit's card (opening one adds a step to the history, so «back» closes it), `?select={offerId}` picks a sold unit for that offer (its «Выбрать» leads back to the
// offer's editor, which ties it there).
import { useCallback } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { OfferStatus } from '#shared/enums.ts';
import { appTexts } from '#shared/texts/app.ts';
import { realtyTexts } from '#shared/texts/realty.ts';
import { PageBackHeader } from '#app/components/ui/back-header.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { paths } from '#app/lib/paths.ts';
import { useUser } from '#app/resources/user.ts';
import { useObject } from '#app/resources/realty.ts';
import { useFirstContent } from '#app/lib/first-content.ts';
import { LoadPending } from '#app/features/realty/components/load-failure.tsx';
import { ChessScreen } from '#app/features/chess/components/chess-screen.tsx';
import { CellBooking } from '#app/features/bookings/components/cell-booking.tsx';
import { CompareToggle } from '#app/features/compare/components/compare-toggle.tsx';
import { CompareKind } from '#shared/compare.ts';
import { AddToCollection } from '#app/features/collections/components/add-to-collection.tsx';
import { unitHeading } from '#app/components/unit-card/unit-card.tsx';

export default function RealtyChessPage() {
  const params = useParams();
  const objectId = Number(params.id);
  const [search] = useSearchParams();
  const selectFor = Number(search.get('select')) || null;
  const select = selectFor !== null;
  const cell = Number(search.get('cell')) || null;
  const query = useObject(objectId);
  const user = useUser().data;
  const navigate = useNavigate();
  const object = query.data;
  useFirstContent(!query.isPending);
  const firstSection = object?.pavilions.find((p) => p.sections.length > 0)?.sections[0]?.id ?? null;
  const sectionId = params.chess ? Number(params.chess) : firstSection;
  const location = useLocation();
  // An opened card is a step in the history: «back» closes it, and closing it steps back again, so the page
  // behind is where «back» leads next. A link that came with ?cell= has no such step: closing replaces it.
  const opened = (location.state as { cardOpened?: boolean } | null)?.cardOpened === true;
  const onCellChange = useCallback(
    (id: number | null) => {
      const to = paths.realtyChess(objectId, sectionId ?? undefined, {
        cell: id ?? undefined,
        select: selectFor ?? undefined,
      });
      if (id === null) {
        if (opened) void navigate(-1);
        else void navigate(to, { replace: true });
      } else if (id !== cell) {
        void navigate(to, { replace: cell !== null, state: { cardOpened: cell === null || opened } });
      }
    },
    [navigate, objectId, sectionId, selectFor, cell, opened],
  );

  return (
    <>
      <DocumentTitle
        title={object ? `${realtyTexts.chess.title} · ${object.title}` : appTexts.pages.realtyChess}
      />
      <PageBackHeader label={object?.title ?? appTexts.pages.realtyChess} fallback={paths.realty(objectId)} />
      <ScreenContainer type="wide">
        {object ? (
          <ChessScreen
            key={object.id}
            objectId={object.id}
            pavilions={object.pavilions}
            sectionId={sectionId}
            onSectionChange={(id) =>
              navigate(paths.realtyChess(object.id, id, { select: selectFor ?? undefined }), {
                replace: true,
              })
            }
            cellId={cell}
            onCellChange={onCellChange}
            viewer={user ? { id: user.id, canWatchCommission: user.canWatchCommission } : null}
            select={select}
            renderBooking={
              select
                ? undefined
                : (unit, view) => (
                    <>
                      <CellBooking
                        cell={unit}
                        view={view}
                        viewer={user ? { group: user.group } : null}
                        commission={object.commission}
                      />
                      <CompareToggle
                        kind={CompareKind.unit}
                        itemId={unit.id}
                        title={unit.data.number ? `${object.title}, №${unit.data.number}` : object.title}
                        load
                      />
                      {user && (
                        <AddToCollection
                          objectId={unit.id}
                          isUnit
                          title={`${unitHeading(unit.data)}, ${object.title}`}
                          look="labelled"
                          block
                        />
                      )}
                    </>
                  )
            }
            links={{
              action: (action, unit) => {
                const at = { id: object.id, chess: sectionId ?? undefined, cell: unit.id };
                if (action.kind === 'edit') return paths.editOffer(action.offerId);
                return action.kind === 'select' && selectFor !== null
                  ? paths.editOffer(selectFor, at)
                  : paths.newOffer(at);
              },
              offer: (offer) =>
                offer.status === OfferStatus.active
                  ? paths.offer(offer.id)
                  : offer.ownerId === user?.id
                    ? paths.editOffer(offer.id)
                    : null,
            }}
          />
        ) : (
          <LoadPending query={query} />
        )}
      </ScreenContainer>
    </>
  );
}
