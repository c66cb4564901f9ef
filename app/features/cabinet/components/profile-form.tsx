// The profile's editor: name, email, WhatsApp and Telegram. The shared schema checks what is typed; the server's 422
// lands on its field; leaving with unsaved changes asks first. A new email is confirmed by the usual letter: the
// user is taken to its screen, where the address waits to be sent a link.
import { useNavigate } from 'react-router';
import { UserStatus } from '#shared/enums.ts';
import { ZProfileForm, type TProfileForm, type TUser } from '#shared/schemas/user.ts';
import { profileTexts } from '#shared/texts/profile.ts';
import { FormText } from '#app/components/forms/form-fields.tsx';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { paths } from '#app/lib/paths.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useUpdateProfile } from '#app/resources/user.ts';
import card from '#app/styles/card.module.css';
import styles from './profile-form.module.css';

const t = profileTexts.edit;

const valuesOf = (user: TUser): TProfileForm => ({
  name: user.name ?? '',
  email: user.email ?? '',
  whatsapp: user.whatsapp ?? '',
  telegram: user.telegram ? `@${user.telegram}` : '',
});

export function ProfileForm({ user }: { user: TUser }) {
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const api = useApiForm<TProfileForm, TProfileForm, TUser | null>({
    schema: ZProfileForm,
    defaultValues: valuesOf(user),
    mode: 'onTouched',
    leave: { title: t.leaveTitle, text: t.leaveText, confirmLabel: t.leaveConfirm },
    send: async (values) => {
      if (!api.form.formState.isDirty) {
        toast(t.nothingChanged);
        return null;
      }
      const answer = await update.mutateAsync({
        name: values.name.trim(),
        email: values.email.trim(),
        // Empty clears a messenger; the server stores the normalised form.
        whatsapp: values.whatsapp.trim(),
        telegram: values.telegram.trim(),
      });
      return answer.user;
    },
    onSuccess: (saved) => {
      if (!saved) return;
      api.form.reset(valuesOf(saved));
      toast(t.saved, { tone: 'success' });
      if (saved.status === UserStatus.notVerified && saved.email !== user.email)
        void navigate(paths.verifyEmail());
    },
  });
  const form = api.form;

  return (
    <form className={`${card.card} ${styles.form}`} onSubmit={(event) => void api.submit(event)} noValidate>
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
      <Button type="submit" size="lg" block loading={api.pending} data-testid="profile-save">
        {t.save}
      </Button>
    </form>
  );
}
