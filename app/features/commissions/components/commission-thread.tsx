// The commission's thread: every move with who made it and their comment, the system's lines (accrued, cancelled);
// either side writes to it, and may open a dispute with its comment where the state allows.
import { useRef } from 'react';
import type { z } from 'zod';
import { DEAL_LIMITS } from '#shared/deals.ts';
import { formatDateTime } from '#shared/format.ts';
import { ZCommissionComment, type TCommission } from '#shared/schemas/commissions.ts';
import { commissionTexts } from '#shared/texts/commissions.ts';
import { fill } from '#shared/texts/ru.ts';
import { FormText } from '#app/components/forms/form-fields.tsx';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { useCommentCommission } from '#app/resources/commissions.ts';
import stateList from '#app/styles/state-list.module.css';
import layout from '#app/styles/layout.module.css';
import styles from './commissions.module.css';

const t = commissionTexts.screen;

/** The thread's line: the shared check of its text (required, plain, within the limit). */
const ZLine = ZCommissionComment.pick({ text: true }) as unknown as z.ZodType<
  { text: string },
  { text: string }
>;

export function CommissionThread({ commission: c, dispute }: { commission: TCommission; dispute: boolean }) {
  const send = useCommentCommission();
  // Which button sent the line: «Оспорить» sends the same text as a dispute.
  const asDispute = useRef(false);
  const { control, form, submit, pending } = useApiForm({
    schema: ZLine,
    defaultValues: { text: '' },
    send: ({ text }) => send.mutateAsync({ id: c.id, body: { text, dispute: asDispute.current } }),
    onSuccess: () => {
      toast(asDispute.current ? t.disputedToast : t.commentSent, { tone: 'success' });
      form.reset({ text: '' });
    },
  });
  const post = (dispute: boolean) => {
    if (!pending) asDispute.current = dispute;
    return submit();
  };
  return (
    <details className={styles.thread}>
      <summary>{fill(t.threadCount, String(c.thread.length))}</summary>
      <ol className={styles.lines}>
        {c.thread.map((line) => (
          <li key={line.id} className={styles.line} data-side={line.side ?? 'system'}>
            <div className={stateList.muted}>
              {formatDateTime(line.createdAt)} · {line.author ?? t.system}
              {line.toState ? ` · ${commissionTexts.move[line.toState]}` : ''}
            </div>
            {line.text && <div>{line.text}</div>}
          </li>
        ))}
      </ol>
      {c.can.comment && (
        <form
          className={layout.stackMd}
          onSubmit={(event) => {
            event.preventDefault();
            void post(false);
          }}
          noValidate
        >
          <FormText
            control={control}
            name="text"
            label={t.comment}
            multiline
            rows={2}
            placeholder={t.commentPlaceholder}
            maxLength={DEAL_LIMITS.comment}
            counter={false}
          />
          <div className={layout.toolbar}>
            <Button type="submit" variant="secondary" size="sm" loading={pending && !asDispute.current}>
              {t.write}
            </Button>
            {dispute && c.can.dispute && (
              <Button
                variant="ghost"
                size="sm"
                loading={pending && asDispute.current}
                disabled={pending}
                onClick={() => void post(true)}
              >
                {t.dispute}
              </Button>
            )}
          </div>
        </form>
      )}
    </details>
  );
}
