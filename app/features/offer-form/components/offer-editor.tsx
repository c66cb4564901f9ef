// Loads the offer the editor works on. New: the caller's draft (GET …/draft; without ad-create the server answers
// PaymentRequired and the client goes to /cabinet, PRODUCT §8). Edit: the offer by id. Either may start from a
// chessboard unit («Добавить» ties the draft, «Выбрать» ties the offer it was started from, by id): the offer is tied
// (PUT …/{id|draft} { objectId, sectionId, cellId }) and the form starts from the unit's facts — after asking, when
// the offer already holds the owner's work, since the tie fills the unit's facts over it.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { userOfferTexts } from '#shared/texts/user-offers.ts';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { useConfirm } from '#app/components/ui/dialogs.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { ApiError, errorText } from '#app/lib/api-error.ts';
import { paths } from '#app/lib/paths.ts';
import { saveOffer, storeOffer, useOwnOffer, type OfferKey } from '#app/resources/user-offers.ts';
import { hasContent, isTiedTo, tiePatch, type UnitTie } from '../lib/unit-tie.ts';
import { OfferForm } from './offer-form.tsx';

export type { UnitTie } from '../lib/unit-tie.ts';

const t = userOfferTexts.form;

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

function Editor({ offerKey }: { offerKey: OfferKey }) {
  const query = useOwnOffer(offerKey);
  if (query.isError) return <Failure error={query.error} />;
  // The form starts from what it shows: a cached draft may have been published or discarded since.
  if (!query.data || (offerKey === 'draft' && !query.isFetchedAfterMount)) return <PageSpinner />;
  return <OfferForm key={String(offerKey)} offer={query.data} offerKey={offerKey} />;
}

type TieState = { step: 'deciding' | 'tying' | 'done' } | { step: 'failed'; error: unknown };

/** Reads the offer as it is now, ties it to the unit (asking first when it holds work), then shows the form. */
function TieThenEdit({ offerKey, tie, fallback }: { offerKey: OfferKey; tie: UnitTie; fallback: string }) {
  const client = useQueryClient();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const location = useLocation();
  const query = useOwnOffer(offerKey);
  const [state, setState] = useState<TieState>({ step: 'deciding' });
  const started = useRef(false);
  const current = query.isFetchedAfterMount ? query.data : undefined;

  useEffect(() => {
    if (!current || started.current) return;
    started.current = true;
    if (isTiedTo(current, tie)) {
      setState({ step: 'done' });
      return;
    }
    void (async () => {
      if (hasContent(current, tie)) {
        const ok = await confirm({ title: t.retieConfirm, text: t.retieText, confirmLabel: t.retie });
        if (!ok) {
          // Nothing changes: back to the chessboard the owner came from.
          if (location.key === 'default') void navigate(fallback, { replace: true });
          else void navigate(-1);
          return;
        }
      }
      setState({ step: 'tying' });
      try {
        const saved = await saveOffer(current.id === 0 ? offerKey : current.id, tiePatch(tie));
        storeOffer(client, saved, offerKey);
        setState({ step: 'done' });
      } catch (error) {
        setState({ step: 'failed', error });
      }
    })();
  }, [current, tie, offerKey, fallback, confirm, navigate, location.key, client]);

  if (query.isError) return <Failure error={query.error} />;
  if (state.step === 'failed') return <Failure error={state.error} />;
  if (state.step !== 'done') return <PageSpinner />;
  return <Editor offerKey={offerKey} />;
}

export function NewOfferEditor({ tie }: { tie: UnitTie }) {
  if (tie.objectId === undefined) return <Editor offerKey="draft" />;
  return <TieThenEdit offerKey="draft" tie={tie} fallback={paths.offers()} />;
}

export function EditOfferEditor({ id, tie }: { id: number; tie?: UnitTie }) {
  if (tie?.objectId === undefined) return <Editor offerKey={id} />;
  return <TieThenEdit offerKey={id} tie={tie} fallback={paths.editOffer(id)} />;
}
