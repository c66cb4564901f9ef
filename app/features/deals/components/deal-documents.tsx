// The deal's documents by stage, each opened through the parties-only address; the builder attaches a PDF or a
// picture to a stage with a comment.
import { useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { DEAL_FLOW, DEAL_STAGES, type TDealStage } from '#shared/deals.ts';
import { formatDate } from '#shared/format.ts';
import type { TDealFull } from '#shared/schemas/deals.ts';
import { zPlainText } from '#shared/schemas/form.ts';
import { dealTexts } from '#shared/texts/deals.ts';
import { FormText } from '#app/components/forms/form-fields.tsx';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { openPrivateFile } from '#app/lib/private-file.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useUploadDealDocument } from '#app/resources/deals.ts';
import stateList from '#app/styles/state-list.module.css';
import layout from '#app/styles/layout.module.css';
import hidden from '#app/styles/hidden.module.css';
import styles from './deals.module.css';

const t = dealTexts.screen;

export function DealDocuments({ deal, canUpload }: { deal: TDealFull; canUpload: boolean }) {
  const open = (url: string) => void openPrivateFile(url).catch(() => toast(t.fileError, { tone: 'error' }));
  return (
    <section className={stateList.card} aria-labelledby="deal-documents">
      <h2 id="deal-documents" className={styles.sectionTitle}>
        {t.documents}
      </h2>
      {deal.documents.length === 0 ? (
        <p className={stateList.muted}>{t.noDocuments}</p>
      ) : (
        <ul className={styles.list}>
          {deal.documents.map((doc) => (
            <li key={doc.id} className={layout.spread}>
              <span>
                <button type="button" className={styles.link} onClick={() => open(doc.url)}>
                  {doc.name}
                </button>
                {doc.comment ? <span className={stateList.muted}> — {doc.comment}</span> : null}
              </span>
              <span className={stateList.muted}>
                {dealTexts.stage[doc.stage]} · {formatDate(doc.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {canUpload && <UploadForm key={deal.stage} deal={deal} />}
    </section>
  );
}

/** The document's fields; the file's kind and size are the server's to check (magic bytes). */
const ZUpload = z.object({
  stage: z.enum(DEAL_STAGES as [TDealStage, ...TDealStage[]]),
  file: z.instanceof(File, { message: dealTexts.errors.file }),
  comment: zPlainText(2000),
});
type Values = { stage: TDealStage; file: File | null; comment: string };

function UploadForm({ deal }: { deal: TDealFull }) {
  const upload = useUploadDealDocument(deal.id);
  const input = useRef<HTMLInputElement>(null);
  const current = deal.stage === 'cancelled' ? 'booking' : deal.stage;
  const { control, form, submit, pending, formError } = useApiForm<Values, z.output<typeof ZUpload>>({
    schema: ZUpload as unknown as z.ZodType<z.output<typeof ZUpload>, Values>,
    defaultValues: { stage: current, file: null, comment: '' },
    send: (body) => upload.mutateAsync(body),
    onSuccess: (): void => {
      form.reset({ stage: form.getValues('stage'), file: null, comment: '' });
      if (input.current) input.current.value = '';
    },
    inlineError: true,
  });
  const file = useWatch({ control, name: 'file' });
  const fileError = form.formState.errors.file?.message;
  const error = fileError ?? formError;
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t.upload}>
      <Controller
        control={control}
        name="stage"
        render={({ field, fieldState }) => (
          <Select
            label={dealTexts.screen.stageColumn}
            value={field.value}
            onChange={(value) => field.onChange(value ?? current)}
            options={DEAL_FLOW.map((s) => ({ value: s, title: dealTexts.stage[s] }))}
            error={fieldState.error?.message}
            className={styles.select}
          />
        )}
      />
      <Controller
        control={control}
        name="file"
        render={({ field }) => (
          <label className={styles.file}>
            <span className={styles.fileButton}>{t.chooseFile}</span>
            <span className={stateList.muted}>{file?.name || t.noFile}</span>
            <input
              ref={(element) => {
                input.current = element;
                field.ref(element);
              }}
              type="file"
              name="file"
              className={hidden.fileInput}
              accept="application/pdf,image/jpeg,image/png,image/webp"
              aria-invalid={fileError ? true : undefined}
              onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
            />
          </label>
        )}
      />
      <FormText control={control} name="comment" label={t.documentComment} maxLength={2000} />
      <Button type="submit" variant="secondary" loading={pending}>
        {t.upload}
      </Button>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </form>
  );
}
