// «Импорт» of a complex in the back-office: the source (template, file, feed), the dry run's preview with
// «Применить», the log of runs and the feed schedules. Importing takes the `prices` permission.
import { useState } from 'react';
import { Link } from 'react-router';
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import type { TImportPreview } from '#shared/schemas/inventory-import.ts';
import { importTexts } from '#shared/texts/inventory-import.ts';
import { permissionTexts } from '#shared/texts/permissions.ts';
import { fill } from '#shared/texts/ru.ts';
import { ApiError, errorText } from '#app/lib/api-error.ts';
import { paths } from '#app/lib/paths.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useImportActions, useImportRuns, type TImportSourceInput } from '#app/resources/inventory-import.ts';
import { ImportPreview } from './import-preview.tsx';
import { ImportRuns } from './import-runs.tsx';
import { ImportSchedules } from './import-schedules.tsx';
import { ImportSource } from './import-source.tsx';
import card from '#app/styles/card.module.css';
import styles from './import.module.css';

const t = importTexts.ui;

export function ImportTab({ object }: { object: TBackofficeObject }) {
  const [result, setResult] = useState<TImportPreview | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [applied, setApplied] = useState<string | null>(null);
  const { preview, apply } = useImportActions(object.id, (run) => {
    setResult(null);
    const text = fill(t.applied, fill(t.counts, run.counts.create, run.counts.update, run.counts.remove));
    setApplied(text);
    toast(text, { tone: 'success' });
  });
  const runs = useImportRuns(object.id);

  if (object.can?.prices === false) return <p className={styles.hint}>{permissionTexts.refused.prices}</p>;

  // The feed's form lays its fields' 422 under them (the promise rejects with it); a file's failure, or any other,
  // reads under the source.
  const check = async (source: TImportSourceInput) => {
    setFileError(undefined);
    setResult(null);
    setApplied(null);
    try {
      setResult(await preview.mutateAsync(source));
    } catch (e) {
      const fields = e instanceof ApiError ? e.fieldErrors : {};
      if (!('file' in source) && (fields.feedUrl?.[0] || fields.format?.[0])) throw e;
      if (e instanceof ApiError && e.handled) return;
      setFileError(fields.file?.[0] ?? errorText(e));
    }
  };

  const confirm = () => {
    if (!result) return;
    apply.mutate(result.importId, { onError: (e) => toast(errorText(e), { tone: 'error' }) });
  };

  return (
    <div className={styles.tab} data-testid="import-tab">
      <h2 className={card.title}>{t.title}</h2>
      <ImportSource busy={preview.isPending} onCheck={check} />
      {fileError && (
        <p className={styles.error} role="alert" data-testid="import-error">
          {fileError}
        </p>
      )}
      {applied && (
        <p className={styles.row} role="status" data-testid="import-applied">
          <span>{applied}</span>
          <Link to={paths.builderObject(object.id, 'flats')}>{t.chessboard}</Link>
        </p>
      )}
      {result && <ImportPreview preview={result} applying={apply.isPending} onApply={confirm} />}
      <ImportRuns runs={runs.data?.data ?? []} />
      <ImportSchedules objectId={object.id} />
    </div>
  );
}
