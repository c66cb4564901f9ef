// Publishing a building or a section (PRODUCT §4): unpublishing asks first; a refusal lists the server's
// errors.published joined in the dialog 'Ошибка' with the button 'Закрыть'.
import { useState } from 'react';
import { ru } from '#shared/texts/ru.ts';
import { chessEditorTexts } from '#shared/texts/chess-editor.ts';
import { permissionTexts } from '#shared/texts/permissions.ts';
import { Button } from '#app/components/ui/button.tsx';
import { useConfirm } from '#app/components/ui/dialogs.tsx';
import { Modal } from '#app/components/ui/modal.tsx';
import { ApiError } from '#app/lib/api-error.ts';
import { useBackofficeChange } from '../hooks/use-backoffice-change.ts';
import styles from './pavilion-page.module.css';

export function PublishToggle({
  published,
  unpublishQuestion,
  onChange,
  size = 'sm',
  labels = { publish: chessEditorTexts.pavilion.publish, unpublish: chessEditorTexts.pavilion.unpublish },
  allowed = true,
}: {
  published: boolean;
  /** 'Снять корпус с публикации?' or 'Снять секцию с публикации?'. */
  unpublishQuestion: string;
  onChange: (published: boolean) => Promise<unknown>;
  size?: 'sm' | 'md';
  labels?: { publish: string; unpublish: string };
  /** false: the caller lacks the `publish` permission; the button stays, disabled, with the reason. */
  allowed?: boolean;
}) {
  const confirm = useConfirm();
  const change = useBackofficeChange({ keep422: true });
  const [refusal, setRefusal] = useState<string[]>([]);
  const [open, setOpen] = useState(false);

  const toggle = async () => {
    const next = !published;
    if (!next && !(await confirm({ title: unpublishQuestion, danger: true }))) return;
    change.mutate(() => onChange(next), {
      onError: (error) => {
        if (!(error instanceof ApiError) || error.status !== 422) return;
        const messages = error.fieldErrors.published ?? Object.values(error.fieldErrors).flat();
        setRefusal(messages.length ? messages : [error.message]);
        setOpen(true);
      },
    });
  };

  return (
    <>
      <Button
        variant={published ? 'secondary' : 'primary'}
        size={size}
        loading={change.isPending}
        disabled={!allowed}
        title={allowed ? undefined : permissionTexts.hint.publish}
        onClick={(event) => {
          event.stopPropagation();
          void toggle();
        }}
      >
        {published ? labels.unpublish : labels.publish}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={ru.backoffice.errorTitle}
        role="alertdialog"
        hideClose
        footer={
          <Button onClick={() => setOpen(false)} data-autofocus>
            {ru.backoffice.close}
          </Button>
        }
      >
        <p className={styles.refusal}>{refusal.join('\n')}</p>
      </Modal>
    </>
  );
}
