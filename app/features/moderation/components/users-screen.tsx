// Moderation of users: search by phone or name, change the role, ban and unban (confirmed). A ban signs the user out
// of every device at once (the server revokes their tokens and pushes UserIsBanned); unbanning gives back the role
// the ban replaced, which the server kept (a banned agent comes back an agent, able to post).
import { useState } from 'react';
import { Role } from '#shared/enums.ts';
import { formatDate, formatPhone } from '#shared/format.ts';
import type { TModerationUser } from '#shared/schemas/moderation.ts';
import type { TUser } from '#shared/schemas/user.ts';
import { fill } from '#shared/texts/ru.ts';
import { userOfferTexts } from '#shared/texts/user-offers.ts';
import { Button } from '#app/components/ui/button.tsx';
import { useConfirm } from '#app/components/ui/dialogs.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { TextInput } from '#app/components/ui/text-input.tsx';
import { toastError } from '#app/lib/toast-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useChangeRole, useModerationUsers } from '#app/resources/moderation.ts';
import { canManage, grantableRoles, roleBeforeBan } from '#shared/moderation-rules.ts';
import { useDebouncedValue } from '#app/hooks/use-debounced-value.ts';
import { ModerationList } from './moderation-list.tsx';
import card from '#app/styles/card.module.css';
import styles from './moderation.module.css';

const t = userOfferTexts.moderation;

/**
 * Runs the change and says how it went. Awaited here rather than through mutate's callbacks: those are dropped when
 * the row unmounts meanwhile (a search answered and the list changed), the promise is not.
 */
async function changeAndSay(change: Promise<unknown>, done: string, tone?: 'success') {
  try {
    await change;
    toast(done, tone ? { tone } : undefined);
  } catch (error) {
    toastError(error);
  }
}

function UserRow({ user, viewer }: { user: TModerationUser; viewer: TUser }) {
  const confirm = useConfirm();
  const change = useChangeRole();
  const who = user.name?.trim() || formatPhone(user.phone);
  const banned = user.group === Role.disabled;
  const manageable = canManage(viewer, user);

  const setRole = async (group: number | null) => {
    if (group == null || group === user.group) return;
    if (!(await confirm({ title: fill(t.roleConfirm, who, Role.title(group)) }))) return;
    await changeAndSay(change.mutateAsync({ id: user.id, group }), t.roleChanged);
  };

  const toggleBan = async () => {
    const restored = roleBeforeBan(user);
    const ok = await confirm(
      banned
        ? {
            title: fill(t.unbanConfirm, who),
            text: fill(t.unbanText, Role.title(restored)),
            confirmLabel: t.unban,
          }
        : { title: fill(t.banConfirm, who), text: t.banText, confirmLabel: t.ban, danger: true },
    );
    if (!ok) return;
    await changeAndSay(
      change.mutateAsync({ id: user.id, group: banned ? restored : Role.disabled }),
      banned ? t.unbanned : t.banned,
      'success',
    );
  };

  return (
    <li className={styles.row} data-banned={banned || undefined} data-testid="moderation-user">
      <div className={styles.info}>
        <strong className={styles.name}>{user.name?.trim() || t.noName}</strong>
        <span>{formatPhone(user.phone)}</span>
        <span className={card.muted}>
          {fill(t.offersCount, user.offersCount)} · {fill(t.registered, formatDate(user.createdAt))} ·{' '}
          {user.lastLoginAt ? fill(t.lastLogin, formatDate(user.lastLoginAt)) : t.neverLoggedIn}
        </span>
      </div>
      <div className={styles.controls}>
        {!manageable ? (
          <span className={styles.badge}>{viewer.id === user.id ? t.you : Role.title(user.group)}</span>
        ) : (
          <>
            {banned ? (
              <span className={styles.badge} data-tone="danger">
                {Role.title(user.group)}
              </span>
            ) : (
              <Select
                label={t.role}
                className={styles.roleSelect}
                value={user.group}
                onChange={(group) => void setRole(group)}
                options={grantableRoles(viewer)}
                disabled={change.isPending}
              />
            )}
            <Button
              size="sm"
              variant={banned ? 'secondary' : 'danger'}
              onClick={() => void toggleBan()}
              loading={change.isPending}
            >
              {banned ? t.unban : t.ban}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

export function UsersScreen({ viewer }: { viewer: TUser }) {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim());
  const query = useModerationUsers(settled);

  return (
    <div className={styles.screen}>
      <TextInput
        label={t.search}
        value={search}
        onChange={setSearch}
        placeholder={t.searchPlaceholder}
        maxLength={100}
        type="search"
      />
      <ModerationList
        query={query}
        empty={t.noUsers}
        forms={t.userForms}
        render={(user) => <UserRow key={user.id} user={user} viewer={viewer} />}
      />
    </div>
  );
}
