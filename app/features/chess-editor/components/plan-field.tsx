// A plan image of a unit or a floor (PRODUCT §5: png, jpeg, webp; other types raise 'wrong format {type}'):
// the stored one, a newly chosen file with its preview, or none.
import { useEffect, useId, useMemo, useState } from 'react';
import { PLAN_UPLOAD_TYPES, type TImage } from '#shared/schemas/common.ts';
import { fill, ru } from '#shared/texts/ru.ts';
import { chessEditorTexts } from '#shared/texts/chess-editor.ts';
import { Button } from '#app/components/ui/button.tsx';
import layout from '#app/styles/layout.module.css';
import styles from './sheets.module.css';
import { fileUrl } from '#app/lib/api-origin.ts';

const t = chessEditorTexts.editor;

/** null when the file may be a plan, else PRODUCT's 'wrong format {type}'. */
export function planFileError(file: File): string | null {
  return (PLAN_UPLOAD_TYPES as readonly string[]).includes(file.type)
    ? null
    : fill(ru.backoffice.wrongFormat, { type: file.type || file.name.split('.').pop() || '?' });
}

export function PlanField({
  stored,
  value,
  onChange,
  error,
}: {
  stored: TImage | null;
  /** undefined: keep the stored plan; null: remove it; a file: upload it. */
  value: File | null | undefined;
  onChange: (value: File | null | undefined) => void;
  error?: string;
}) {
  const id = useId();
  const [wrong, setWrong] = useState<string | null>(null);
  const preview = useMemo(() => (value ? URL.createObjectURL(value) : null), [value]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? (value === null ? null : (stored?.m ?? null));
  const message = wrong ?? error;

  return (
    <div className={layout.stackSm}>
      <span className={styles.planLabel}>{chessEditorTexts.fields.plan}</span>
      {shown && <img className={styles.planImage} src={fileUrl(shown)} alt={t.planAlt} />}
      <div className={layout.toolbar}>
        <label className={styles.fileButton} htmlFor={id}>
          {shown ? t.replacePlan : t.uploadPlan}
        </label>
        <input
          id={id}
          className="visually-hidden"
          type="file"
          accept={PLAN_UPLOAD_TYPES.join(',')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            const problem = planFileError(file);
            setWrong(problem);
            if (!problem) onChange(file);
          }}
        />
        {shown && (
          <Button variant="ghost" size="sm" onClick={() => onChange(stored ? null : undefined)}>
            {t.removePlan}
          </Button>
        )}
      </div>
      {message && (
        <span className={styles.error} role="alert">
          {message}
        </span>
      )}
    </div>
  );
}
