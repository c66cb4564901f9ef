// Moderation of trust cards: each stated part of a complex (escrow bank, declaration, permit, 214-FZ, developer's
// INN) with what the builder wrote, checked against наш.дом.рф and the bank's register by the moderator, then
// verified or refused with a reason the builder reads on the complex's «Надёжность» tab.
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '#shared/format.ts';
import type { TTrustModerationItem } from '#shared/schemas/trust.ts';
import { fill } from '#shared/texts/ru.ts';
import { trustTexts } from '#shared/texts/trust.ts';
import { TRUST_LIMITS, TRUST_STATES, type TTrustState } from '#shared/trust.ts';
import { ReasonDialog } from '#app/components/forms/reason-dialog.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { ListIcon } from '#app/components/ui/icons.tsx';
import { PagedList } from '#app/components/ui/paged-list.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { paths } from '#app/lib/paths.ts';
import { toastError } from '#app/lib/toast-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useDecideTrust, useTrustModeration } from '#app/resources/trust.ts';
import card from '#app/styles/card.module.css';
import styles from './moderation.module.css';

const t = trustTexts.moderation;
const STATES = TRUST_STATES.map((value) => ({ value, title: t.filter[value] }));

function Value({ item }: { item: TTrustModerationItem }) {
  // The 214-FZ flag has no value of its own: its title says it all.
  if (item.field === 'fz214') return null;
  if (!item.value) return <span className={card.muted}>{t.notStated}</span>;
  return item.value.startsWith('https://') ? (
    <a href={item.value} target="_blank" rel="noopener noreferrer">
      {item.value}
    </a>
  ) : (
    <span>{item.value}</span>
  );
}

function TrustRow({ item }: { item: TTrustModerationItem }) {
  const decide = useDecideTrust();
  const [refusing, setRefusing] = useState(false);
  const send = (verified: boolean, reason?: string) =>
    decide.mutate(
      { objectId: item.objectId, field: item.field, verified, ...(reason ? { reason } : {}) },
      {
        onSuccess: () => {
          setRefusing(false);
          toast(verified ? t.verified : t.refusedDone, { tone: 'success' });
        },
        onError: toastError,
      },
    );
  return (
    <div className={styles.row} data-testid="trust-item" data-field={item.field}>
      <div className={styles.info}>
        <Link to={paths.realty(item.objectId)} className={styles.name}>
          {item.title}
        </Link>
        {item.builder && <span className={card.muted}>{fill(t.builder, item.builder)}</span>}
        <strong>{trustTexts.fields[item.field]}</strong>
        <Value item={item} />
        <span className={card.muted}>
          {formatDate(item.submittedAt)}
          {item.reason ? ` · ${item.reason}` : ''}
        </span>
      </div>
      {item.state === 'pending' && (
        <div className={styles.controls}>
          <Button size="sm" loading={decide.isPending} onClick={() => send(true)}>
            {t.verify}
          </Button>
          <Button size="sm" variant="secondary" disabled={decide.isPending} onClick={() => setRefusing(true)}>
            {t.refuse}
          </Button>
        </div>
      )}
      <ReasonDialog
        open={refusing}
        title={t.refuseTitle}
        texts={{
          label: t.reason,
          hint: t.reasonHint,
          required: trustTexts.errors.reason,
          cancel: t.cancel,
          confirm: t.refuse,
        }}
        maxLength={TRUST_LIMITS.refuseReason.max}
        busy={decide.isPending}
        onSubmit={(reason) => send(false, reason)}
        onCancel={() => setRefusing(false)}
      />
    </div>
  );
}

export function TrustScreen() {
  const [state, setState] = useState<TTrustState>('pending');
  const query = useTrustModeration(state);
  return (
    <div className={styles.screen}>
      <div className={styles.filter}>
        <Select
          label={t.state}
          value={state}
          onChange={(next) => setState(next ?? 'pending')}
          options={STATES}
        />
      </div>
      <PagedList<TTrustModerationItem>
        query={query}
        label={t.title}
        render={(item) => <TrustRow item={item} />}
        itemKey={(item) => `${item.objectId}:${item.field}`}
        empty={{ icon: <ListIcon size={36} />, title: t.empty }}
        failure={{ title: t.loadFailed, retry: t.retry }}
        className={styles.list}
      />
    </div>
  );
}
