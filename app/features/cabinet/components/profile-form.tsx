// The profile's editor: name, email, WhatsApp and Telegram. The shared schema checks what is typed; the server's 422
// lands on its field; leaving with unsaved changes asks first. A new email is confirmed by the usual letter: the
// user is taken to its screen, where the address waits to be sent a link.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { UserStatus } from '#shared/enums.ts';
import { ZProfileForm, type TProfileForm, type TUser } from '#shared/schemas/user.ts';
import { profileTexts } from '#shared/texts/profile.ts';
import { FormText } from '#app/components/forms/form-fields.tsx';
import { useLeaveGuard } from '#app/components/forms/use-leave-guard.ts';
import { Button } from '#app/components/ui/button.tsx';
import { ApiError } from '#app/lib/api-error.ts';
import { applyServerErrors } from '#app/lib/form-errors.ts';
import { paths } from '#app/lib/paths.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useUpdateProfile } from '#app/resources/user.ts';
import card from '#app/styles/card.module.css';
import styles from './profile-form.module.css';

const t = profileTexts.edit;
const FIELDS = ['name', 'email', 'whatsapp', 'telegram'] as const;

const valuesOf = (user: TUser): TProfileForm => ({
  name: user.name ?? '',
  email: user.email ?? '',
  whatsapp: user.whatsapp ?? '',
  telegram: user.telegram ? `@${user.telegram}` : '',
});

export function ProfileForm({ user }: { user: TUser }) {
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const form = useForm<TProfileForm>({
    resolver: zodResolver(ZProfileForm),
    defaultValues: valuesOf(user),
    mode: 'onTouched',
  });
  const { isDirty } = form.formState;
  const guard = useLeaveGuard(isDirty, {
    title: t.leaveTitle,
    text: t.leaveText,
    confirmLabel: t.leaveConfirm,
  });

  const submit = form.handleSubmit(async (values) => {
    if (!isDirty) {
      toast(t.nothingChanged);
      return;
    }
    try {
      const { user: saved } = await update.mutateAsync({
        name: values.name.trim(),
        email: values.email.trim(),
        // Empty clears a messenger; the server stores the normalised form.
        whatsapp: values.whatsapp.trim(),
        telegram: values.telegram.trim(),
      });
      form.reset(valuesOf(saved));
      toast(t.saved, { tone: 'success' });
      if (saved.status === UserStatus.notVerified && saved.email !== user.email) {
        guard.allowLeave();
        void navigate(paths.verifyEmail());
      }
    } catch (error) {
      if (error instanceof ApiError && error.handled) return;
      const rest = applyServerErrors(form.setError, error, { fields: FIELDS });
      if (rest) toast(rest, { tone: 'error' });
    }
  });

  return (
    <form className={`${card.card} ${styles.form}`} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.lead}>{t.lead}</p>
      <FormText
        control={form.control}
        name="name"
        label={t.name}
        placeholder={t.namePlaceholder}
        autoComplete="name"
        required
      />
      <FormText
        control={form.control}
        name="email"
        label={t.email}
        hint={t.emailHint}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder=""
        required
      />
      <FormText
        control={form.control}
        name="whatsapp"
        label={t.whatsapp}
        hint={t.whatsappHint}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+7 900 000-00-00"
      />
      <FormText
        control={form.control}
        name="telegram"
        label={t.telegram}
        hint={t.telegramHint}
        autoComplete="off"
        placeholder="@username"
      />
      <Button type="submit" size="lg" block loading={update.isPending} data-testid="profile-save">
        {t.save}
      </Button>
    </form>
  );
}
