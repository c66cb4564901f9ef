// Invite by phone: the mask of PRODUCT §9, complete numbers only, the server's 422 texts under the field.
import { useState, type FormEvent } from 'react';
import { fill } from '#shared/texts/ru.ts';
import { formatPhone } from '#shared/format.ts';
import { collectionTexts } from '#shared/texts/collections.ts';
import { Button } from '#app/components/ui/button.tsx';
import { PhoneInput } from '#app/components/ui/phone-input.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { ApiError, errorText } from '#app/lib/api-error.ts';
import { applyServerErrors } from '#app/lib/form-errors.ts';
import { useCreateInvite } from '#app/resources/invites.ts';
import styles from './invites.module.css';

const t = collectionTexts.invites;

export function InviteForm() {
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string>();
  const create = useCreateInvite();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!phone || create.isPending) return;
    setError(undefined);
    create.mutate(phone, {
      onSuccess: (invite) => {
        toast(fill(t.sent, formatPhone(invite.phone) || invite.phone), { tone: 'success' });
        setPhone('');
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.handled) return;
        // One field: its text, else whatever else the server said.
        let phoneText: string | undefined;
        const rest = applyServerErrors<{ phone: string }>(
          (_, { message }) => {
            phoneText = message;
          },
          failure,
          { fields: ['phone'] },
        );
        setError(phoneText ?? rest ?? errorText(failure));
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.heading}>
        <h2 className={styles.title}>{t.title}</h2>
        <p className={styles.lead}>{t.lead}</p>
      </div>
      <div className={styles.row}>
        <PhoneInput
          label={t.phoneLabel}
          value={phone}
          onChange={(value) => {
            setPhone(value);
            setError(undefined);
          }}
          error={error}
          name="invite-phone"
          className={styles.phone}
        />
        <Button type="submit" disabled={!phone} loading={create.isPending} className={styles.send}>
          {t.send}
        </Button>
      </div>
    </form>
  );
}
