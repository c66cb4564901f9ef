// /:id/:objectId/chess/:chess?: the chessboard of a shared collection's object in preview mode, public: units are
// readable, but no one's offers, owners or commission, and no select / add / edit buttons.
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { appTexts } from '#shared/texts/app.ts';
import { realtyTexts } from '#shared/texts/realty.ts';
import { PageBackHeader } from '#app/components/ui/back-header.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { paths } from '#app/lib/paths.ts';
import { useObject } from '#app/resources/realty.ts';
import { ChessScreen } from '#app/features/chess/components/chess-screen.tsx';
import { SnapshotFailure } from '#app/features/snapshot/components/snapshot-failure.tsx';

export default function SnapshotChessPage() {
  const params = useParams();
  const snapshotId = params.id ?? '';
  const objectId = Number(params.objectId);
  // A unit sent in the link opens its card on its place (`?cell=`).
  const cell = Number(useSearchParams()[0].get('cell')) || null;
  const query = useObject(objectId, { snapshot: snapshotId });
  const navigate = useNavigate();
  const object = query.data;
  const firstSection = object?.pavilions.find((p) => p.sections.length > 0)?.sections[0]?.id ?? null;
  const sectionId = params.chess ? Number(params.chess) : firstSection;
  return (
    <>
      <DocumentTitle
        title={object ? `${realtyTexts.chess.title} · ${object.title}` : appTexts.pages.snapshotChess}
      />
      <PageBackHeader
        label={object?.title ?? appTexts.pages.snapshotChess}
        fallback={paths.snapshotObject(snapshotId, objectId)}
      />
      <ScreenContainer type="wide">
        {object ? (
          <ChessScreen
            key={object.id}
            objectId={object.id}
            pavilions={object.pavilions}
            sectionId={sectionId}
            onSectionChange={(id) =>
              navigate(paths.snapshotChess(snapshotId, object.id, id), { replace: true })
            }
            cellId={cell}
            viewer={null}
            snapshot={snapshotId}
          />
        ) : query.isError || !Number.isInteger(objectId) ? (
          <SnapshotFailure error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <PageSpinner />
        )}
      </ScreenContainer>
    </>
  );
}
