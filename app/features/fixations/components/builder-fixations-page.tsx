// «Фиксации клиентов»: the builder's queue of the clients agents fixed on the company's complexes, newest first, by
// state and complex. A manager accepts a waiting one, rejects it with a reason, extends an active one once (or
// refuses an asked extension with a reason). New ones arrive live: a Fixation* notification refreshes the list.
import { useState } from 'react';
import type { TFixationAction, TFixationState } from '#shared/companies.ts';
import type { TFixation } from '#shared/schemas/fixations.ts';
import { fixationTexts } from '#shared/texts/fixations.ts';
import { Button } from '#app/components/ui/button.tsx';
import { PageTitle } from '#app/components/ui/screen-container.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { ApiError, errorText } from '#app/lib/api-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useBackofficeObjects } from '#app/resources/backoffice.ts';
import { useAnswerFixation, useBackofficeFixations } from '#app/resources/fixations.ts';
import { FixationCard } from './fixation-card.tsx';
import { FixationList, StateChips } from './fixation-list.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import styles from './fixations.module.css';

const t = fixationTexts.screen;

function Answers({ fixation }: { fixation: TFixation }) {
  const answer = useAnswerFixation();
  const [asking, setAsking] = useState(false);
  const send = (action: TFixationAction, done: string, reason?: string) =>
    answer.mutate(
      { id: fixation.id, action, reason },
      {
        onSuccess: () => {
          setAsking(false);
          toast(done, { tone: 'success' });
        },
        onError: (error) => {
          setAsking(false);
          if (!(error instanceof ApiError && error.handled)) toast(errorText(error), { tone: 'error' });
        },
      },
    );
  const busy = answer.isPending;
  const refusing = fixation.state === 'active' && !!fixation.extendRequestedAt;
  return (
    <>
      {fixation.state === 'pending' && (
        <>
          <Button size="sm" loading={busy} onClick={() => send('accept', t.accepted)}>
            {fixationTexts.action.accept}
          </Button>
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => setAsking(true)}>
            {fixationTexts.action.reject}
          </Button>
        </>
      )}
      {fixation.state === 'active' && !fixation.extended && (
        <Button
          size="sm"
          variant={refusing ? 'primary' : 'secondary'}
          loading={busy}
          onClick={() => send('extend', t.extendedToast)}
        >
          {fixationTexts.action.extend}
        </Button>
      )}
      {refusing && (
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => setAsking(true)}>
          {t.refuseExtend}
        </Button>
      )}
      <ReasonDialog
        open={asking}
        title={refusing ? t.refuseTitle : t.rejectTitle}
        busy={busy}
        onCancel={() => setAsking(false)}
        onSubmit={(reason) => send('reject', refusing ? t.refused : t.rejected, reason)}
      />
    </>
  );
}

export function BuilderFixationsPage() {
  const [state, setState] = useState<TFixationState | null>(null);
  const [objectId, setObjectId] = useState<number | null>(null);
  const objects = useBackofficeObjects();
  const complexes = (objects.data?.pages.flatMap((page) => page.data) ?? []).map((o) => ({
    value: o.id,
    title: o.title,
  }));
  const query = useBackofficeFixations({ state: state ?? undefined, objectId: objectId ?? undefined });
  return (
    <>
      <PageTitle title={fixationTexts.builderTitle} />
      <div className={styles.filters}>
        {complexes.length > 1 && (
          <Select
            label={t.object}
            value={objectId}
            onChange={setObjectId}
            options={complexes}
            placeholder={t.allObjects}
            className={styles.select}
          />
        )}
        <StateChips value={state} onChange={setState} />
      </div>
      <FixationList
        query={query}
        label={fixationTexts.builderTitle}
        empty={
          state || objectId ? { title: t.builderEmpty } : { title: t.builderEmpty, text: t.builderEmptyHint }
        }
        render={(fixation) => (
          <FixationCard fixation={fixation} showAgent actions={<Answers fixation={fixation} />} />
        )}
      />
    </>
  );
}
