// Loads the offer the editor works on. New: the caller's draft (GET …/draft; without ad-create the server answers
// PaymentRequired and the client goes to /cabinet, SPEC §8); from a chessboard unit the draft is first tied to it
// (PUT …/draft { objectId, sectionId, cellId }) and the form starts from the unit's facts. Edit: the offer by id.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { userOfferTexts } from '#shared/texts/user-offers.ts';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { ApiError, errorText } from '#app/lib/api-error.ts';
import { paths } from '#app/lib/paths.ts';
import { saveOffer, storeOffer, useOwnOffer, type OfferKey } from '../api/own-offer.ts';
import { OfferForm } from './offer-form.tsx';

export interface UnitTie {
  objectId?: number;
  sectionId?: number;
  cellId?: number;
}

function Failure({ error }: { error: unknown }) {
  // A handled error (PaymentRequired, Forbidden…) already navigated away.
  if (error instanceof ApiError && error.handled) return <PageSpinner />;
  const text =
    error instanceof ApiError && error.type === 'ValidationFailed'
      ? (Object.values(error.fieldErrors)[0]?.[0] ?? errorText(error))
      : errorText(error);
  return (
    <EmptyState
      tone="danger"
      title={text}
      action={<ButtonLink to={paths.offers()}>{userOfferTexts.archive.toOffers}</ButtonLink>}
    />
  );
}

function Editor({ offerKey, ready = true }: { offerKey: OfferKey; ready?: boolean }) {
  const query = useOwnOffer(offerKey, ready);
  if (query.isError) return <Failure error={query.error} />;
  // The form starts from what it shows: a cached draft may have been published or discarded since.
  if (!query.data || (offerKey === 'draft' && !query.isFetchedAfterMount)) return <PageSpinner />;
  return <OfferForm key={String(offerKey)} offer={query.data} offerKey={offerKey} />;
}

export function NewOfferEditor({ tie }: { tie: UnitTie }) {
  const client = useQueryClient();
  const tied = tie.objectId !== undefined;
  const tying = useQuery({
    queryKey: ['offer-tie', tie.objectId, tie.sectionId, tie.cellId],
    queryFn: async () => {
      const saved = await saveOffer('draft', {
        objectId: tie.objectId,
        ...(tie.sectionId !== undefined ? { sectionId: tie.sectionId } : {}),
        ...(tie.cellId !== undefined ? { cellId: tie.cellId } : {}),
      });
      storeOffer(client, saved, 'draft');
      return saved.id;
    },
    enabled: tied,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  if (tied && tying.isError) return <Failure error={tying.error} />;
  if (tied && !tying.isSuccess) return <PageSpinner />;
  return <Editor offerKey="draft" />;
}

export function EditOfferEditor({ id }: { id: number }) {
  return <Editor offerKey={id} />;
}
