// A new section (SPEC §3, §5): name, flats per floor and floors (2 digits at most), the deadline as a month,
// finished. The server creates its whole grid.
import { useState } from 'react';
import { NAME_MAX } from '#shared/schemas/chess-editor.ts';
import { chessEditorTexts } from '#shared/texts/chess-editor.ts';
import { BottomSheet } from '#app/components/ui/bottom-sheet.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Checkbox } from '#app/components/ui/checkbox.tsx';
import { DateInput } from '#app/components/ui/date-input.tsx';
import { NumberInput } from '#app/components/ui/number-input.tsx';
import { TextInput } from '#app/components/ui/text-input.tsx';
import { ApiError } from '#app/lib/api-error.ts';
import { createSection } from '#app/resources/chess-editor.ts';
import { useBackofficeChange } from '../hooks/use-backoffice-change.ts';
import styles from './pavilion-page.module.css';

const f = chessEditorTexts.fields;
const t = chessEditorTexts.pavilion;
const v = chessEditorTexts.validation;

/** SPEC §9: section cols and rows inputs take 2 characters at most. */
const LINES_MAX_LENGTH = 2;

const lines = (text: string) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= 99;
};

export function NewSectionSheet({
  pavilionId,
  defaultName,
  defaultDate,
  onCreated,
  onClose,
}: {
  pavilionId: number;
  defaultName: string;
  /** The building's deadline as the month input holds it. */
  defaultDate: string;
  onCreated: (sectionId: number) => void;
  onClose: () => void;
}) {
  const create = useBackofficeChange({ keep422: true, success: chessEditorTexts.pavilion.saved });
  const [name, setName] = useState(defaultName);
  const [cols, setCols] = useState('');
  const [rows, setRows] = useState('');
  const [dateBuild, setDateBuild] = useState(defaultDate);
  const [isFinished, setFinished] = useState(false);
  const [tried, setTried] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const local = {
    name: name.trim() ? undefined : v.nameRequired,
    cols: lines(cols) ? undefined : v.twoDigits,
    rows: lines(rows) ? undefined : v.twoDigits,
  };
  const errorOf = (field: 'name' | 'cols' | 'rows' | 'dateBuild') =>
    errors[field]?.[0] ?? (tried && field !== 'dateBuild' ? local[field] : undefined);

  const submit = () => {
    setTried(true);
    if (local.name || local.cols || local.rows) return;
    create.mutate(() => createSection(pavilionId, { name: name.trim(), cols, rows, dateBuild, isFinished }), {
      onSuccess: (section) => onCreated((section as { id: number }).id),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422) setErrors(error.fieldErrors);
      },
    });
  };

  const digits = (set: (value: string) => void) => (value: string) => {
    set(value.replace(/\D/g, ''));
    setErrors({});
  };

  return (
    <BottomSheet
      open
      onClose={onClose}
      title={t.newSection}
      footer={
        <Button onClick={submit} loading={create.isPending}>
          {t.create}
        </Button>
      }
    >
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextInput
          label={f.sectionName}
          required
          showError={tried}
          error={errorOf('name')}
          maxLength={NAME_MAX}
          value={name}
          onChange={(value) => {
            setName(value);
            setErrors({});
          }}
        />
        <div className={styles.pair}>
          <NumberInput
            label={f.rows}
            required
            showError={tried}
            error={errorOf('rows')}
            maxLength={LINES_MAX_LENGTH}
            inputMode="numeric"
            value={rows}
            onChange={digits(setRows)}
          />
          <NumberInput
            label={f.cols}
            required
            showError={tried}
            error={errorOf('cols')}
            maxLength={LINES_MAX_LENGTH}
            inputMode="numeric"
            value={cols}
            onChange={digits(setCols)}
          />
        </div>
        <DateInput
          kind="month"
          label={f.dateBuild}
          error={errorOf('dateBuild')}
          value={dateBuild}
          onChange={setDateBuild}
        />
        <Checkbox checked={isFinished} onChange={setFinished}>
          {f.isFinished}
        </Checkbox>
        <button type="submit" hidden />
      </form>
    </BottomSheet>
  );
}
