// The builder's answers on a fixation card: accept or reject (with a reason) a waiting one; extend an active one
// once, or refuse an asked extension (with a reason).
import { useRef, useState } from 'react';
import type { TFixationAction } from '#shared/companies.ts';
import type { TFixation } from '#shared/schemas/fixations.ts';
import { fixationTexts } from '#shared/texts/fixations.ts';
import { Button } from '#app/components/ui/button.tsx';
import { toastError } from '#app/lib/toast-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useAnswerFixation } from '#app/resources/fixations.ts';
import { ReasonDialog } from './reason-dialog.tsx';

const t = fixationTexts.screen;

export function FixationAnswers({ fixation }: { fixation: TFixation }) {
  const answer = useAnswerFixation();
  const [asking, setAsking] = useState(false);
  // One answer per click: a fast double click lands twice before the buttons turn busy.
  const sending = useRef(false);
  const send = (action: TFixationAction, done: string, reason?: string) => {
    if (sending.current) return;
    sending.current = true;
    answer.mutate(
      { id: fixation.id, action, reason },
      {
        onSuccess: () => {
          setAsking(false);
          toast(done, { tone: 'success' });
        },
        onError: (error) => {
          setAsking(false);
          toastError(error);
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };
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
