// The commission's thread: every move with who made it and their comment, the system's lines (accrued, cancelled);
// either side writes to it, and may open a dispute with its comment where the state allows.
import { useState, type FormEvent } from 'react';
import { DEAL_LIMITS } from '#shared/deals.ts';
import { formatDateTime } from '#shared/format.ts';
import type { TCommission } from '#shared/schemas/commissions.ts';
import { commissionTexts } from '#shared/texts/commissions.ts';
import { fill } from '#shared/texts/ru.ts';
import { Button } from '#app/components/ui/button.tsx';
import { TextInput } from '#app/components/ui/text-input.tsx';
import { ApiError, errorText } from '#app/lib/api-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useCommentCommission } from '#app/resources/commissions.ts';
import stateList from '#app/styles/state-list.module.css';
import styles from './commissions.module.css';

const t = commissionTexts.screen;

export function CommissionThread({ commission: c, dispute }: { commission: TCommission; dispute: boolean }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = useCommentCommission();
  const submit = (dispute: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    if (!text.trim()) {
      setError(commissionTexts.fields.comment);
      return;
    }
    send.mutate(
      { id: c.id, body: { text: text.trim(), dispute } },
      {
        onSuccess: () => {
          setText('');
          toast(dispute ? t.disputedToast : t.commentSent, { tone: 'success' });
        },
        onError: (e) => {
          if (e instanceof ApiError && e.handled) return;
          const field = e instanceof ApiError ? e.fieldErrors.text?.[0] : undefined;
          if (field) setError(field);
          else toast(errorText(e), { tone: 'error' });
        },
      },
    );
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
        <form className={styles.form} onSubmit={submit(false)} noValidate>
          <TextInput
            label={t.comment}
            value={text}
            onChange={(value) => {
              setText(value);
              if (value.trim()) setError(undefined);
            }}
            multiline
            rows={2}
            placeholder={t.commentPlaceholder}
            maxLength={DEAL_LIMITS.comment}
            error={error}
            showError={!!error}
          />
          <div className={styles.actions}>
            <Button type="submit" variant="secondary" size="sm" loading={send.isPending}>
              {t.write}
            </Button>
            {dispute && c.can.dispute && (
              <Button variant="ghost" size="sm" onClick={() => submit(true)()}>
                {t.dispute}
              </Button>
            )}
          </div>
        </form>
      )}
    </details>
  );
}
