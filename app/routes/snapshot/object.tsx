// /:id/:objectId: an object of a shared collection in preview mode, public: the object page without the
// commission, the favourite and collection buttons or anything of the viewer's own, whoever is looking.
import { useParams } from 'react-router';
import { appTexts } from '#shared/texts/app.ts';
import { collectionTexts } from '#shared/texts/collections.ts';
import { BackHeader } from '#app/components/ui/back-header.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { paths } from '#app/lib/paths.ts';
import { useObject } from '#app/features/realty/api/object-query.ts';
import { ObjectView } from '#app/features/realty/components/object-view.tsx';
import { SnapshotFailure } from '#app/features/snapshot/components/snapshot-failure.tsx';

export default function SnapshotObjectPage() {
  const params = useParams();
  const snapshotId = params.id ?? '';
  const objectId = Number(params.objectId);
  const query = useObject(objectId, { snapshot: snapshotId });
  const object = query.data;
  return (
    <>
      <DocumentTitle title={object?.title ?? appTexts.pages.snapshotObject} />
      <BackHeader
        label={collectionTexts.snapshot.back}
        sticky={false}
        background="transparent"
        fallback={paths.snapshot(snapshotId)}
      />
      <ScreenContainer type="wide">
        {object ? (
          <ObjectView
            object={object}
            preview
            links={{ chess: (sectionId) => paths.snapshotChess(snapshotId, object.id, sectionId) }}
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
