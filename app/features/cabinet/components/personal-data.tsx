// The profile's card «Персональные данные» (152-FZ): the consent document, «Скачать мои данные» (a JSON file) and
// «Удалить аккаунт», which asks first and then ends the session.
import { Link } from 'react-router';
import { privacyTexts } from '#shared/texts/privacy.ts';
import { Button } from '#app/components/ui/button.tsx';
import { useConfirm } from '#app/components/ui/dialogs.tsx';
import { ApiError, errorText } from '#app/lib/api-error.ts';
import { paths } from '#app/lib/paths.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useDeleteMyAccount, useDownloadMyData } from '#app/resources/privacy.ts';
import card from '#app/styles/card.module.css';
import styles from './profile-form.module.css';

const t = privacyTexts.profile;

const failed = (error: unknown, fallback?: string) => {
  if (error instanceof ApiError && error.handled) return;
  toast(fallback ?? errorText(error), { tone: 'error' });
};

export function PersonalData() {
  const confirm = useConfirm();
  const download = useDownloadMyData();
  const remove = useDeleteMyAccount();

  const onDelete = async () => {
    const sure = await confirm({
      title: t.deleteTitle,
      text: t.deleteText,
      confirmLabel: t.deleteConfirm,
      danger: true,
    });
    if (!sure) return;
    try {
      await remove.mutateAsync();
      toast(t.deleted, { tone: 'success' });
    } catch (error) {
      failed(error);
    }
  };

  return (
    <section className={`${card.card} ${styles.form}`} aria-labelledby="personal-data-title">
      <h2 className={card.title} id="personal-data-title">
        {t.title}
      </h2>
      <p className={styles.lead}>
        {t.text} <Link to={paths.privacy()}>{t.policy}</Link>
      </p>
      <Button
        type="button"
        variant="secondary"
        size="lg"
        block
        loading={download.isPending}
        onClick={() => download.mutate(undefined, { onError: (error) => failed(error, t.downloadFailed) })}
        data-testid="download-my-data"
      >
        {t.download}
      </Button>
      <Button
        type="button"
        variant="danger"
        size="lg"
        block
        loading={remove.isPending}
        onClick={() => void onDelete()}
        data-testid="delete-account"
      >
        {t.delete}
      </Button>
    </section>
  );
}
