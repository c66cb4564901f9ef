// /:id/:objectId: an object of a shared collection in preview mode, public: the complex page (or, with `?offer=1`,
// the resale offer page) without the commission, the favourite and collection buttons, the builder's or seller's
// contacts or anything of the viewer's own, whoever is looking.
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Kind } from '#shared/enums.ts';
import { appTexts } from '#shared/texts/app.ts';
import { collectionTexts } from '#shared/texts/collections.ts';
import { PageBackHeader } from '#app/components/ui/back-header.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { paths } from '#app/lib/paths.ts';
import { useObject } from '#app/resources/realty.ts';
import { ObjectView } from '#app/features/realty/components/object-view.tsx';
import { MapBlock } from '#app/features/realty/components/map-block.tsx';
import { PhotoGallery } from '#app/features/realty/components/photo-gallery.tsx';
import { useOffer } from '#app/resources/offers.ts';
import { OfferView } from '#app/features/offer/components/offer-view.tsx';
import { useSnapshot } from '#app/resources/snapshot.ts';
import { SnapshotFailure } from '#app/features/snapshot/components/snapshot-failure.tsx';

export default function SnapshotObjectPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const snapshotId = params.id ?? '';
  const objectId = Number(params.objectId);
  const kind = search.get('offer') === '1' ? Kind.offer : Kind.realty;
  return kind === Kind.offer ? (
    <OfferPreview snapshotId={snapshotId} offerId={objectId} />
  ) : (
    <ComplexPreview snapshotId={snapshotId} objectId={objectId} />
  );
}

function PreviewFrame({
  snapshotId,
  title,
  children,
}: {
  snapshotId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <>
      <DocumentTitle title={title} />
      <PageBackHeader label={collectionTexts.snapshot.back} fallback={paths.snapshot(snapshotId)} />
      <ScreenContainer type="wide">{children}</ScreenContainer>
    </>
  );
}

function ComplexPreview({ snapshotId, objectId }: { snapshotId: string; objectId: number }) {
  const query = useObject(objectId, { snapshot: snapshotId });
  const object = query.data;
  return (
    <PreviewFrame snapshotId={snapshotId} title={object?.title ?? appTexts.pages.snapshotObject}>
      {object ? (
        <ObjectView
          object={object}
          preview
          snapshot={snapshotId}
          links={{ chess: (sectionId) => paths.snapshotChess(snapshotId, object.id, sectionId) }}
        />
      ) : query.isError || !Number.isInteger(objectId) ? (
        <SnapshotFailure error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <PageSpinner />
      )}
    </PreviewFrame>
  );
}

function OfferPreview({ snapshotId, offerId }: { snapshotId: string; offerId: number }) {
  const query = useOffer(offerId, snapshotId);
  // The offer's complex opens only when the same link holds it; otherwise it is named without a link.
  const shared = useSnapshot(snapshotId).data;
  const offer = query.data;
  return (
    <PreviewFrame snapshotId={snapshotId} title={offer?.title ?? appTexts.pages.snapshotObject}>
      {offer ? (
        <OfferView
          offer={offer}
          preview
          gallery={<PhotoGallery images={offer.allImages} title={offer.title} />}
          map={<MapBlock latitude={offer.latitude} longitude={offer.longitude} title={offer.title} />}
          links={{
            complex: (complexId) =>
              shared?.objects.some((o) => !o.isOffer && o.id === complexId)
                ? paths.snapshotObject(snapshotId, complexId)
                : null,
          }}
        />
      ) : query.isError || !Number.isInteger(offerId) ? (
        <SnapshotFailure error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <PageSpinner />
      )}
    </PreviewFrame>
  );
}
