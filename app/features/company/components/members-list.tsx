// The company's members: name, phone, role, permissions and since when; those with «Настройки» open a member to
// change their role and permissions or remove them; everyone may leave. Pending invites follow, with cancel.
import { useState } from 'react';
import { CompanyKind, CompanyRole } from '#shared/companies.ts';
import { formatDate, formatPhone } from '#shared/format.ts';
import type { TCompany, TCompanyInvite, TCompanyMember } from '#shared/schemas/companies.ts';
import { companyPermissionTitles, companyRoleTitles, companyTexts } from '#shared/texts/companies.ts';
import { fill } from '#shared/texts/ru.ts';
import { Button } from '#app/components/ui/button.tsx';
import { useConfirm } from '#app/components/ui/dialogs.tsx';
import { ClockIcon } from '#app/components/ui/icons.tsx';
import { toastError } from '#app/lib/toast-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useCompanyMemberActions } from '#app/resources/companies.ts';
import { MemberEditor } from './member-editor.tsx';
import card from '#app/styles/card.module.css';
import layout from '#app/styles/layout.module.css';
import list from '#app/styles/list.module.css';
import styles from './company.module.css';

const t = companyTexts.members;

export function MembersList({
  company,
  members,
  invites,
  meId,
  editable,
  onLeft,
}: {
  company: TCompany;
  members: readonly TCompanyMember[];
  invites: readonly TCompanyInvite[];
  meId: number;
  editable: boolean;
  onLeft: () => void;
}) {
  const confirm = useConfirm();
  const { remove, cancelInvite } = useCompanyMemberActions(company.id);
  const [open, setOpen] = useState<number | null>(null);
  const iAmOwner = company.role === CompanyRole.owner || company.role === null;
  const owners = members.filter((m) => m.role === CompanyRole.owner).length;

  const removeMember = async (member: TCompanyMember) => {
    const self = member.userId === meId;
    const who = member.name?.trim() || formatPhone(member.phone);
    const ok = await confirm({
      title: self ? fill(t.leaveConfirm, company.name) : fill(t.removeConfirm, who),
      text: self ? t.leaveConfirmText : t.removeConfirmText,
      confirmLabel: self ? t.leave : t.remove,
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(member.userId);
      toast(self ? t.left : t.removed, { tone: 'success' });
      setOpen(null);
      if (self) onLeft();
    } catch (error) {
      toastError(error);
    }
  };

  const cancel = async (invite: TCompanyInvite) => {
    const phone = formatPhone(invite.phone);
    const ok = await confirm({
      title: fill(companyTexts.invites.cancelConfirm, phone),
      confirmLabel: companyTexts.invites.cancel,
      danger: true,
    });
    if (!ok) return;
    try {
      await cancelInvite.mutateAsync(invite.id);
      toast(companyTexts.invites.cancelled, { tone: 'success' });
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="company-members-title" data-testid="company-members">
      <div>
        <h2 className={card.title} id="company-members-title">
          {t.title} <span className={styles.count}>{members.length}</span>
        </h2>
        <p className={styles.note}>{company.kind === CompanyKind.builder ? t.builderHint : t.agencyHint}</p>
      </div>
      <ul className={styles.members}>
        {members.map((member) => {
          const self = member.userId === meId;
          // Only an owner touches owners; anyone may leave.
          const canEdit = editable && !self && (member.role !== CompanyRole.owner || iAmOwner);
          const name = member.name?.trim() || t.noName;
          const takes = company.kind === CompanyKind.builder && member.takesRequests;
          // The only owner cannot leave (the server refuses it too), so the button is not offered.
          const mayLeave = self && !(member.role === CompanyRole.owner && owners === 1);
          return (
            <li key={member.userId} className={styles.member} data-testid="company-member">
              <div className={styles.memberMain}>
                <span className={styles.avatar} aria-hidden="true">
                  {(member.name?.trim() || '?').charAt(0).toUpperCase()}
                </span>
                <div className={styles.memberText}>
                  <span className={styles.memberName}>
                    {name}
                    {self && <span className={styles.you}> ({t.you})</span>}
                  </span>
                  <a className={styles.phone} href={`tel:${member.phone}`}>
                    {formatPhone(member.phone)}
                  </a>
                  <span className={styles.meta}>{fill(t.joined, formatDate(member.joinedAt))}</span>
                </div>
                <span className={styles.role} data-role={member.role}>
                  {companyRoleTitles[member.role]}
                </span>
              </div>
              {(member.permissions.length > 0 || takes) && (
                <ul className={styles.chips} aria-label={t.permissions}>
                  {member.permissions.map((p) => (
                    <li key={p} className={styles.chip}>
                      {companyPermissionTitles[p]}
                    </li>
                  ))}
                  {takes && (
                    <li className={styles.chip} data-accent>
                      {t.takesRequests}
                    </li>
                  )}
                </ul>
              )}
              {(canEdit || mayLeave) && open !== member.userId && (
                <div className={styles.memberActions}>
                  {canEdit && (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setOpen(member.userId)}
                      aria-label={fill(t.editAria, name)}
                    >
                      {t.permissions}
                    </Button>
                  )}
                  {self && (
                    <Button
                      size="sm"
                      variant="ghost"
                      className={styles.danger}
                      onClick={() => void removeMember(member)}
                    >
                      {t.leave}
                    </Button>
                  )}
                </div>
              )}
              {canEdit && open === member.userId && (
                <MemberEditor
                  companyId={company.id}
                  kind={company.kind}
                  member={member}
                  onRemove={() => void removeMember(member)}
                  onDone={() => setOpen(null)}
                />
              )}
            </li>
          );
        })}
      </ul>

      {(editable || invites.length > 0) && (
        <div className={layout.stackSm} data-testid="company-invites">
          <h3 className={styles.subTitle}>{companyTexts.invites.pending}</h3>
          {invites.length === 0 ? (
            <p className={styles.note}>{companyTexts.invites.none}</p>
          ) : (
            <ul className={list.bare}>
              {invites.map((invite) => (
                <li key={invite.id} className={styles.invite} data-testid="company-invite">
                  <ClockIcon size={20} className={styles.inviteIcon} aria-hidden="true" />
                  <div className={styles.memberText}>
                    <span className={styles.memberName}>{formatPhone(invite.phone)}</span>
                    <span className={styles.meta}>
                      {companyRoleTitles[invite.role]} ·{' '}
                      {fill(companyTexts.invites.sentAt, formatDate(invite.createdAt))}
                    </span>
                  </div>
                  {editable && (
                    <Button
                      size="sm"
                      variant="ghost"
                      className={styles.danger}
                      onClick={() => void cancel(invite)}
                      aria-label={`${companyTexts.invites.cancel}: ${formatPhone(invite.phone)}`}
                    >
                      {companyTexts.invites.cancel}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
