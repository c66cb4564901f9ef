// Invite by phone with a role; the role's usual permissions come with it and can be changed once the person is in.
// The server's 422 (a wrong phone) lands under its field, a 409 (already in a company) under the phone too.
import { Controller } from 'react-hook-form';
import { CompanyKind, CompanyRole, type TCompanyKind, type TCompanyRole } from '#shared/companies.ts';
import { formatPhone } from '#shared/format.ts';
import { companyTexts } from '#shared/texts/companies.ts';
import { FormPhone } from '#app/components/forms/form-fields.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { ApiError } from '#app/lib/api-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useCompanyMemberActions } from '#app/resources/companies.ts';
import { roleOptions } from '../lib/options.ts';
import card from '#app/styles/card.module.css';
import styles from './company.module.css';

const t = companyTexts.invites;

interface Values {
  phone: string;
  role: TCompanyRole;
}

export function InviteForm({
  companyId,
  kind,
  ownerMayInvite,
}: {
  companyId: number;
  kind: TCompanyKind;
  /** Only an owner invites owners. */
  ownerMayInvite: boolean;
}) {
  const { invite } = useCompanyMemberActions(companyId);
  const defaultRole = kind === CompanyKind.builder ? CompanyRole.manager : CompanyRole.member;
  const options = ownerMayInvite ? roleOptions : roleOptions.filter((o) => o.value !== CompanyRole.owner);
  const { form, submit, pending } = useApiForm({
    defaultValues: { phone: '', role: defaultRole } as Values,
    send: (values) => invite.mutateAsync(values),
    onSuccess: (sent, values) => {
      toast(`${t.sent}: ${formatPhone(sent.phone)}`, { tone: 'success' });
      form.reset({ phone: '', role: values.role });
    },
    // A 409 is about the phone: already a member, or invited.
    onError: (error) => {
      if (!(error instanceof ApiError && error.status === 409)) return false;
      form.setError('phone', { message: error.message });
      return true;
    },
  });

  return (
    <form
      className={styles.card}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="company-invite-form"
    >
      <div>
        <h2 className={card.title}>{t.title}</h2>
        <p className={styles.note}>{t.hint}</p>
      </div>
      <div className={styles.inviteRow}>
        <FormPhone control={form.control} name="phone" label={t.phone} className={styles.grow} required />
        <Controller
          control={form.control}
          name="role"
          render={({ field, fieldState }) => (
            <Select
              label={t.role}
              value={field.value}
              onChange={(v) => v && field.onChange(v)}
              options={options}
              error={fieldState.error?.message}
              name="invite-role"
              className={styles.roleSelect}
            />
          )}
        />
        <Button
          type="submit"
          loading={pending}
          className={styles.inviteSend}
          data-testid="company-invite-send"
        >
          {t.send}
        </Button>
      </div>
    </form>
  );
}
