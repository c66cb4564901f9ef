// «Шаблон договора бронирования» in the complex's «Бронирование» tab: the DOCX the builder's agreements are filled
// from. Upload (a refusal names the unknown placeholder), the current file's name, download, delete, and the
// placeholders to copy into Word. Changing it takes the `settings` permission, as the other booking rules.
import { useRef, useState } from 'react';
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import { agreementTexts } from '#shared/texts/agreements.ts';
import { permissionTexts } from '#shared/texts/permissions.ts';
import { Button } from '#app/components/ui/button.tsx';
import { useConfirm } from '#app/components/ui/dialogs.tsx';
import { ApiError, errorText } from '#app/lib/api-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useAgreementTemplate, useAgreementTemplateActions } from '#app/resources/agreements.ts';
import formFields from '#app/components/forms/form-fields.module.css';
import hidden from '#app/styles/hidden.module.css';
import text from '#app/styles/text.module.css';
import styles from '../forms.module.css';
import section from './fixation-settings.module.css';
import own from './agreement-template-settings.module.css';

const t = agreementTexts.screen;
const DOCX = '.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function AgreementTemplateSettings({ object }: { object: TBackofficeObject }) {
  const template = useAgreementTemplate(object.id);
  const { upload, remove, download } = useAgreementTemplateActions(object.id);
  const confirm = useConfirm();
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const locked = object.can?.settings === false;
  const name = template.data?.name ?? null;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setRefusal(null);
    try {
      await upload.mutateAsync(file);
      toast(t.templateUploaded, { tone: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.handled) return;
      const field = error instanceof ApiError ? error.fieldErrors.file?.[0] : undefined;
      if (field) setRefusal(field);
      else toast(errorText(error), { tone: 'error' });
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const drop = async () => {
    const sure = await confirm({
      title: t.templateDeleteConfirm,
      confirmLabel: t.templateDelete,
      danger: true,
    });
    if (!sure) return;
    remove.mutate(undefined, {
      onSuccess: () => toast(t.templateDeleted, { tone: 'success' }),
      onError: (error) => toast(errorText(error), { tone: 'error' }),
    });
  };

  const copy = (tag: string) => {
    void navigator.clipboard?.writeText(tag).then(
      () => toast(`${t.copied}: ${tag}`, { tone: 'success' }),
      () => undefined,
    );
  };

  return (
    <section
      className={`${styles.form} ${section.section}`}
      aria-label={agreementTexts.templateTitle}
      data-testid="agreement-template"
    >
      <h2 className={formFields.groupTitle}>{agreementTexts.templateTitle}</h2>
      <p className={text.secondary}>{t.templateHint}</p>
      {locked && <p className={text.secondary}>{permissionTexts.hint.settings}</p>}
      <div className={own.current}>
        {name ? (
          <span className={own.fileName} data-testid="agreement-template-name">
            {name}
          </span>
        ) : (
          <span className={own.none}>{t.templateNone}</span>
        )}
        {name && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void download(name).catch((e) => toast(errorText(e), { tone: 'error' }))}
          >
            {t.templateDownload}
          </Button>
        )}
        {!locked && (
          <>
            <input
              ref={input}
              type="file"
              accept={DOCX}
              className={hidden.fileInput}
              onChange={(event) => void choose(event.target.files?.[0])}
              data-testid="agreement-template-input"
              aria-label={name ? t.templateReplace : t.templateUpload}
              tabIndex={-1}
            />
            <Button size="sm" loading={upload.isPending} onClick={() => input.current?.click()}>
              {name ? t.templateReplace : t.templateUpload}
            </Button>
            {name && (
              <Button size="sm" variant="ghost" loading={remove.isPending} onClick={() => void drop()}>
                {t.templateDelete}
              </Button>
            )}
          </>
        )}
      </div>
      {refusal && (
        <p className={own.error} role="alert" data-testid="agreement-template-error">
          {refusal}
        </p>
      )}
      <h3 className={formFields.groupTitle}>{t.placeholdersTitle}</h3>
      <ul className={own.placeholders}>
        {(template.data?.placeholders ?? []).map((p) => (
          <li key={p.name} className={own.placeholder}>
            <button
              type="button"
              className={own.tag}
              onClick={() => copy(`{${p.name}}`)}
              aria-label={`{${p.name}} — ${t.copy}: ${p.title}`}
            >
              {`{${p.name}}`}
            </button>
            <span className={own.tagTitle}>{p.title}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
