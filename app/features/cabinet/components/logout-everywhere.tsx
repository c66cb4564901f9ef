// The profile's card «Выйти на всех устройствах»: asks first, then ends every session of the account (this one
// too) and goes to the login screen. An error that was not handled on the way (no network) is shown and the session
// stays.
import { authTexts } from '#shared/texts/auth.ts';
import { Button } from '#app/components/ui/button.tsx';
import { useConfirm } from '#app/components/ui/dialogs.tsx';
import { toastError } from '#app/lib/toast-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useLogoutEverywhere } from '#app/resources/auth.ts';
import card from '#app/styles/card.module.css';
import styles from './profile-form.module.css';

const t = authTexts.logoutEverywhere;

export function LogoutEverywhere() {
  const confirm = useConfirm();
  const logout = useLogoutEverywhere();

  const onClick = async () => {
    const sure = await confirm({
      title: t.confirmTitle,
      text: t.confirmText,
      confirmLabel: t.confirmLabel,
      danger: true,
    });
    if (!sure) return;
    try {
      await logout.mutateAsync();
      toast(t.done, { tone: 'success' });
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <section className={`${card.card} ${styles.form}`} aria-labelledby="logout-everywhere-title">
      <h2 className={card.title} id="logout-everywhere-title">
        {t.title}
      </h2>
      <p className={styles.lead}>{t.text}</p>
      <Button
        type="button"
        variant="secondary"
        size="lg"
        block
        loading={logout.isPending}
        onClick={() => void onClick()}
        data-testid="logout-everywhere"
      >
        {t.button}
      </Button>
    </section>
  );
}
