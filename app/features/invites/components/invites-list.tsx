// The user's invites: the phone, accepted (and when) or still waiting, and withdraw (confirmed).
import { formatDate, formatPhone } from '#shared/format.ts';
import { fill } from '#shared/texts/ru.ts';
import { collectionTexts } from '#shared/texts/collections.ts';
import type { TInvite } from '#shared/schemas/user.ts';
import { Button } from '#app/components/ui/button.tsx';
import { useConfirm } from '#app/components/ui/dialogs.tsx';
import { CheckCircleIcon, ClockIcon } from '#app/components/ui/icons.tsx';
import { toastError } from '#app/lib/toast-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useDeleteInvite } from '#app/resources/invites.ts';
import listRow from '#app/styles/list-row.module.css';
import textStyles from '#app/styles/text.module.css';
import styles from './invites.module.css';

const t = collectionTexts.invites;

export function InvitesList({ invites }: { invites: readonly TInvite[] }) {
  const confirm = useConfirm();
  const remove = useDeleteInvite();

  const withdraw = async (invite: TInvite, phone: string) => {
    if (!(await confirm({ title: fill(t.withdrawTitle, phone), confirmLabel: t.withdraw, danger: true })))
      return;
    try {
      await remove.mutateAsync(invite.id);
      toast(t.withdrawn, { tone: 'success' });
    } catch (error) {
      toastError(error);
    }
  };

  if (invites.length === 0) return <p className={styles.empty}>{t.empty}</p>;
  return (
    <ul className={styles.list} data-testid="invites-list">
      {invites.map((invite) => {
        const phone = formatPhone(invite.phone) || invite.phone;
        const accepted = invite.acceptedAt !== null;
        return (
          <li key={invite.id} className={styles.item} data-accepted={accepted || undefined}>
            <span className={styles.state} aria-hidden="true">
              {accepted ? <CheckCircleIcon size={22} /> : <ClockIcon size={22} />}
            </span>
            <div className={listRow.text}>
              <span className={styles.phoneText}>{phone}</span>
              <span className={textStyles.secondary}>
                {accepted
                  ? `${t.accepted} · ${fill(t.acceptedAt, formatDate(invite.acceptedAt))}`
                  : `${t.pending} · ${fill(t.invitedAt, formatDate(invite.createdAt))}`}
              </span>
            </div>
            {!accepted && (
              <Button
                variant="ghost"
                size="sm"
                className={styles.withdraw}
                onClick={() => void withdraw(invite, phone)}
                disabled={remove.isPending}
                aria-label={`${t.withdraw}: ${phone}`}
              >
                {t.withdraw}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
