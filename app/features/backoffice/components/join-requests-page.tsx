// Join requests for whoever has accept-cabinet-requests: pending first; approve opens the cabinet to the user at
// once (their app updates without a reload), reject tells them so.
import { JoinState, type TJoinState } from '#shared/enums.ts';
import { formatDate, formatPhone } from '#shared/format.ts';
import type { TJoinRequest } from '#shared/schemas/backoffice.ts';
import { fill } from '#shared/texts/ru.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { Button } from '#app/components/ui/button.tsx';
import { useConfirm } from '#app/components/ui/dialogs.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { PageTitle } from '#app/components/ui/screen-container.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { toastError } from '#app/lib/toast-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { errorText } from '#app/lib/api-error.ts';
import { useDecideJoinRequest, useJoinRequests } from '#app/resources/backoffice-join.ts';
import layout from '#app/styles/layout.module.css';
import textStyles from '#app/styles/text.module.css';
import styles from './join-requests-page.module.css';

const t = backofficeTexts.requests;

export function JoinRequestsPage() {
  const requests = useJoinRequests();
  return (
    <>
      <PageTitle title={t.title} />
      {requests.isPending ? (
        <PageSpinner />
      ) : requests.isError ? (
        <EmptyState tone="danger" title={errorText(requests.error)} />
      ) : requests.data.data.length === 0 ? (
        <EmptyState title={t.empty} />
      ) : (
        <ul className={styles.list} aria-label={t.title}>
          {requests.data.data.map((request) => (
            <RequestRow key={request.id} request={request} />
          ))}
        </ul>
      )}
    </>
  );
}

function RequestRow({ request }: { request: TJoinRequest }) {
  const confirm = useConfirm();
  const decide = useDecideJoinRequest();

  const act = async (state: Exclude<TJoinState, 'pending'>) => {
    const approve = state === JoinState.approved;
    const ok = await confirm({
      title: approve ? t.approveConfirm : t.rejectConfirm,
      text: `${request.company ?? ''} · ${request.user.name ?? formatPhone(request.user.phone)}`,
      confirmLabel: approve ? t.approve : t.reject,
      danger: !approve,
    });
    if (!ok) return;
    decide.mutate(
      { id: request.id, state },
      {
        onSuccess: () => toast(approve ? t.approved : t.rejected, { tone: 'success' }),
        onError: (error) => {
          toastError(error);
        },
      },
    );
  };

  return (
    <li className={styles.item} data-state={request.state}>
      <div className={layout.spread}>
        <span className={styles.company}>{request.company}</span>
        <span className={styles.state} data-state={request.state}>
          {t.states[request.state]}
        </span>
      </div>
      <p className={styles.who}>
        {request.user.name ? `${request.user.name} · ` : ''}
        <a href={`tel:${request.user.phone}`}>{formatPhone(request.user.phone)}</a>
        {request.user.email ? ` · ${request.user.email}` : ''}
      </p>
      <p className={styles.comment}>{request.comment || t.noComment}</p>
      <p className={textStyles.secondary}>
        {fill(t.filed, formatDate(request.createdAt))}
        {request.decidedAt ? ` · ${fill(t.decided, formatDate(request.decidedAt))}` : ''}
      </p>
      {request.state === JoinState.pending && (
        <div className={styles.actions}>
          <Button variant="ghost" onClick={() => void act(JoinState.rejected)} disabled={decide.isPending}>
            {t.reject}
          </Button>
          <Button onClick={() => void act(JoinState.approved)} loading={decide.isPending}>
            {t.approve}
          </Button>
        </div>
      )}
    </li>
  );
}
