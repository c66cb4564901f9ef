// The deal's documents by stage, each opened through the parties-only address; the builder attaches a PDF or a
// picture to a stage with a comment.
import { useRef, useState, type FormEvent } from 'react';
import { DEAL_FLOW, type TDealStage } from '#shared/deals.ts';
import { formatDate } from '#shared/format.ts';
import type { TDealFull } from '#shared/schemas/deals.ts';
import { dealTexts } from '#shared/texts/deals.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { TextInput } from '#app/components/ui/text-input.tsx';
import { ApiError } from '#app/lib/api-error.ts';
import { openPrivateFile } from '#app/lib/private-file.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useUploadDealDocument } from '#app/resources/deals.ts';
import stateList from '#app/styles/state-list.module.css';
import styles from './deals.module.css';

const t = dealTexts.screen;

export function DealDocuments({ deal, canUpload }: { deal: TDealFull; canUpload: boolean }) {
  const open = (url: string) => void openPrivateFile(url).catch(() => toast(t.fileError, { tone: 'error' }));
  return (
    <section className={styles.section} aria-labelledby="deal-documents">
      <h2 id="deal-documents" className={styles.sectionTitle}>
        {t.documents}
      </h2>
      {deal.documents.length === 0 ? (
        <p className={stateList.muted}>{t.noDocuments}</p>
      ) : (
        <ul className={styles.documents}>
          {deal.documents.map((doc) => (
            <li key={doc.id} className={styles.document}>
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

function UploadForm({ deal }: { deal: TDealFull }) {
  const upload = useUploadDealDocument(deal.id);
  const input = useRef<HTMLInputElement>(null);
  const current = deal.stage === 'cancelled' ? 'booking' : deal.stage;
  const [stage, setStage] = useState<TDealStage>(current);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [fileName, setFileName] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) {
      setError(dealTexts.errors.file);
      return;
    }
    try {
      await upload.mutateAsync({ file, stage, comment });
      setError(undefined);
      setComment('');
      setFileName('');
      if (input.current) input.current.value = '';
    } catch (e) {
      if (e instanceof ApiError) setError(Object.values(e.fieldErrors)[0]?.[0] ?? e.message);
    }
  };
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t.upload}>
      <Select
        label={dealTexts.screen.stageColumn}
        value={stage}
        onChange={(value) => setStage(value ?? current)}
        options={DEAL_FLOW.map((s) => ({ value: s, title: dealTexts.stage[s] }))}
        className={styles.select}
      />
      <label className={styles.file}>
        <span className={styles.fileButton}>{t.chooseFile}</span>
        <span className={stateList.muted}>{fileName || t.noFile}</span>
        <input
          ref={input}
          type="file"
          name="file"
          className={styles.fileInput}
          accept="application/pdf,image/jpeg,image/png,image/webp"
          aria-invalid={error ? true : undefined}
          onChange={(e) => setFileName(e.target.files?.[0]?.name ?? '')}
        />
      </label>
      <TextInput label={t.documentComment} value={comment} onChange={setComment} maxLength={2000} />
      <Button type="submit" variant="secondary" loading={upload.isPending}>
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
