// One member's role, permissions and whether they take requests, with save and removal (confirmed). An owner has
// every permission, so the boxes show checked and fixed.
import { useState } from 'react';
import {
  COMPANY_PERMISSIONS,
  CompanyKind,
  CompanyRole,
  type TCompanyPermission,
  type TCompanyRole,
} from '#shared/companies.ts';
import type { TCompanyKind } from '#shared/companies.ts';
import type { TCompanyMember } from '#shared/schemas/companies.ts';
import { companyTexts } from '#shared/texts/companies.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Checkbox } from '#app/components/ui/checkbox.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { toastError } from '#app/lib/toast-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useCompanyMemberActions } from '#app/resources/companies.ts';
import { permissionOptions, roleOptions } from '../lib/options.ts';
import styles from './company.module.css';

const t = companyTexts.members;

export function MemberEditor({
  companyId,
  kind,
  member,
  onRemove,
  onDone,
}: {
  companyId: number;
  kind: TCompanyKind;
  member: TCompanyMember;
  onRemove: () => void;
  onDone: () => void;
}) {
  const { update } = useCompanyMemberActions(companyId);
  const [role, setRole] = useState<TCompanyRole>(member.role);
  const [permissions, setPermissions] = useState<TCompanyPermission[]>(member.permissions);
  const [takesRequests, setTakesRequests] = useState(member.takesRequests);
  const owner = role === CompanyRole.owner;

  const toggle = (p: TCompanyPermission, on: boolean) =>
    setPermissions((list) => COMPANY_PERMISSIONS.filter((x) => (x === p ? on : list.includes(x))));

  const save = async () => {
    try {
      await update.mutateAsync({ userId: member.userId, body: { role, permissions, takesRequests } });
      toast(t.saved, { tone: 'success' });
      onDone();
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <div className={styles.editor} data-testid="member-editor">
      <Select
        label={t.role}
        value={role}
        onChange={(v) => v && setRole(v)}
        options={roleOptions}
        name={`role-${member.userId}`}
      />
      <fieldset className={styles.permissions}>
        <legend className={styles.legend}>{t.permissions}</legend>
        {owner && <p className={styles.note}>{t.ownerHasAll}</p>}
        <div className={styles.checks}>
          {permissionOptions.map(({ value, title }) => (
            <Checkbox
              key={value}
              checked={owner || permissions.includes(value)}
              disabled={owner}
              onChange={(on) => toggle(value, on)}
              name={`permission-${value}`}
            >
              {title}
            </Checkbox>
          ))}
        </div>
      </fieldset>
      {kind === CompanyKind.builder && (
        <Checkbox checked={takesRequests} onChange={setTakesRequests} name="takesRequests">
          {t.takesRequests}
        </Checkbox>
      )}
      <div className={styles.editorActions}>
        <Button size="sm" onClick={() => void save()} loading={update.isPending} data-testid="member-save">
          {t.save}
        </Button>
        <Button size="sm" variant="ghost" className={styles.danger} onClick={onRemove}>
          {t.remove}
        </Button>
      </div>
    </div>
  );
}
