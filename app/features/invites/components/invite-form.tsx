// Invite by phone: the mask of PRODUCT §9, complete numbers only (the shared schema), the server's 422 texts under
// the field, one invite per tap.
import { useWatch } from 'react-hook-form';
import { fill } from '#shared/texts/ru.ts';
import { formatPhone } from '#shared/format.ts';
import { ZInviteCreate } from '#shared/schemas/user.ts';
import { collectionTexts } from '#shared/texts/collections.ts';
import { FormPhone } from '#app/components/forms/form-fields.tsx';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { useCreateInvite } from '#app/resources/invites.ts';
import card from '#app/styles/card.module.css';
import text from '#app/styles/text.module.css';
import styles from './invites.module.css';

const t = collectionTexts.invites;

export function InviteForm() {
  const create = useCreateInvite();
  const api = useApiForm({
    schema: ZInviteCreate,
    defaultValues: { phone: '' },
    send: ({ phone }) => create.mutateAsync(phone),
    onSuccess: (invite) => {
      toast(fill(t.sent, formatPhone(invite.phone) || invite.phone), { tone: 'success' });
      api.form.reset({ phone: '' });
    },
  });
  const phone = useWatch({ control: api.control, name: 'phone' });

  return (
    <form className={styles.form} onSubmit={(event) => void api.submit(event)} noValidate>
      <div className={styles.heading}>
        <h2 className={card.title}>{t.title}</h2>
        <p className={text.secondary}>{t.lead}</p>
      </div>
      <div className={styles.row}>
        <FormPhone control={api.control} name="phone" label={t.phoneLabel} className={styles.phone} />
        <Button type="submit" disabled={!phone} loading={api.pending} className={styles.send}>
          {t.send}
        </Button>
      </div>
    </form>
  );
}
