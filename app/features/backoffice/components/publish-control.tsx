// Publishing the complex (PRODUCT §4): unpublishing asks 'Снять с публикации?'; a refusal shows the server's
// errors.published joined in the dialog 'Ошибка' with 'Закрыть'.
import { useState } from 'react';
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import { ru } from '#shared/texts/ru.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { permissionTexts } from '#shared/texts/permissions.ts';
import { Button } from '#app/components/ui/button.tsx';
import { useConfirm } from '#app/components/ui/dialogs.tsx';
import { Modal } from '#app/components/ui/modal.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { ApiError } from '#app/lib/api-error.ts';
import { useObjectChange } from '../hooks/use-object-change.ts';
import { reportError } from '#app/lib/toast-error.ts';
import { publishObject } from '#app/resources/backoffice.ts';
import styles from './publish-control.module.css';

const t = backofficeTexts.editor;

export function PublishControl({ object }: { object: TBackofficeObject }) {
  const confirm = useConfirm();
  const change = useObjectChange(object.id, { keep422: true });
  const [refusal, setRefusal] = useState<string[] | null>(null);

  const toggle = async () => {
    const published = !object.published;
    if (
      !published &&
      !(await confirm({ title: ru.backoffice.unpublishObject, text: t.unpublishText, danger: true }))
    )
      return;
    change.mutate(() => publishObject(object.id, published), {
      onSuccess: () => toast(published ? t.publishedToast : t.unpublishedToast, { tone: 'success' }),
      onError: (error) => {
        const messages = error instanceof ApiError ? error.fieldErrors.published : undefined;
        if (messages?.length) setRefusal(messages);
        else if (error instanceof ApiError && error.status === 422) reportError(error);
      },
    });
  };

  return (
    <>
      <span className={styles.status} data-published={object.published}>
        {object.published ? t.published : t.unpublished}
      </span>
      <Button
        variant={object.published ? 'secondary' : 'primary'}
        size="sm"
        onClick={() => void toggle()}
        loading={change.isPending}
        disabled={object.can?.publish === false}
        title={object.can?.publish === false ? permissionTexts.hint.publish : undefined}
      >
        {object.published ? t.unpublish : t.publish}
      </Button>
      <Modal
        open={refusal !== null}
        onClose={() => setRefusal(null)}
        title={ru.backoffice.errorTitle}
        role="alertdialog"
        hideClose
        footer={
          <Button onClick={() => setRefusal(null)} data-autofocus>
            {ru.backoffice.close}
          </Button>
        }
      >
        <p className={styles.refusal}>{refusal?.join('\n')}</p>
      </Modal>
    </>
  );
}
