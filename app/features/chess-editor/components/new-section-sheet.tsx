// A new section (PRODUCT §3, §5): name, flats per floor and floors (2 digits at most), the deadline as a month,
// finished. The server creates its whole grid.
import { useState } from 'react';
import { NAME_MAX } from '#shared/schemas/chess-editor.ts';
import { chessEditorTexts } from '#shared/texts/chess-editor.ts';
import { Checkbox } from '#app/components/ui/checkbox.tsx';
import { DateInput } from '#app/components/ui/date-input.tsx';
import { NumberInput } from '#app/components/ui/number-input.tsx';
import { TextInput } from '#app/components/ui/text-input.tsx';
import { ApiError } from '#app/lib/api-error.ts';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { createSection } from '#app/resources/chess-editor.ts';
import { useBackofficeChange } from '../hooks/use-backoffice-change.ts';
import layout from '#app/styles/layout.module.css';
import { FormSheet } from './form-sheet.tsx';

const f = chessEditorTexts.fields;
const t = chessEditorTexts.pavilion;
const v = chessEditorTexts.validation;

/** PRODUCT §9: section cols and rows inputs take 2 characters at most. */
const LINES_MAX_LENGTH = 2;

interface TSectionFields {
  name: string;
  cols: string;
  rows: string;
  /** As the month input holds it. */
  dateBuild: string;
  isFinished: boolean;
}

/** The fields that show a server's text; others go to a toast. */
const SHOWN = ['name', 'cols', 'rows', 'dateBuild'] as const;

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
  const api = useApiForm<TSectionFields, TSectionFields, unknown>({
    defaultValues: { name: defaultName, cols: '', rows: '', dateBuild: defaultDate, isFinished: false },
    send: (values) =>
      create.mutateAsync(() => createSection(pavilionId, { ...values, name: values.name.trim() })),
    onSuccess: (section) => onCreated((section as { id: number }).id),
    // The change has reported anything but a 422, which goes onto the fields here.
    onError: (error) => !(error instanceof ApiError && error.status === 422),
    errors: { fields: SHOWN },
  });
  const form = api.form;
  const { name, cols, rows, dateBuild, isFinished } = form.watch();
  const { errors } = form.formState;
  const [tried, setTried] = useState(false);
  const local = {
    name: name.trim() ? undefined : v.nameRequired,
    cols: lines(cols) ? undefined : v.twoDigits,
    rows: lines(rows) ? undefined : v.twoDigits,
  };
  const errorOf = (field: (typeof SHOWN)[number]) =>
    errors[field]?.message ?? (tried && field !== 'dateBuild' ? local[field] : undefined);

  const submit = () => {
    setTried(true);
    if (local.name || local.cols || local.rows) return;
    form.clearErrors();
    void api.submit();
  };

  /** Typing a name or a count clears the server's texts. */
  const edit = (field: 'name' | 'cols' | 'rows', value: string) => {
    form.setValue(field, value, { shouldDirty: true });
    form.clearErrors();
  };
  const digits = (field: 'cols' | 'rows') => (value: string) => edit(field, value.replace(/\D/g, ''));

  return (
    <FormSheet
      title={t.newSection}
      onClose={onClose}
      submitLabel={t.create}
      onSubmit={submit}
      loading={api.pending}
    >
      <TextInput
        label={f.sectionName}
        required
        showError={tried}
        error={errorOf('name')}
        maxLength={NAME_MAX}
        value={name}
        onChange={(value) => edit('name', value)}
      />
      <div className={layout.pair}>
        <NumberInput
          label={f.rows}
          required
          showError={tried}
          error={errorOf('rows')}
          maxLength={LINES_MAX_LENGTH}
          inputMode="numeric"
          value={rows}
          onChange={digits('rows')}
        />
        <NumberInput
          label={f.cols}
          required
          showError={tried}
          error={errorOf('cols')}
          maxLength={LINES_MAX_LENGTH}
          inputMode="numeric"
          value={cols}
          onChange={digits('cols')}
        />
      </div>
      <DateInput
        kind="month"
        label={f.dateBuild}
        error={errorOf('dateBuild')}
        value={dateBuild}
        onChange={(value) => form.setValue('dateBuild', value, { shouldDirty: true })}
      />
      <Checkbox
        checked={isFinished}
        onChange={(value) => form.setValue('isFinished', value, { shouldDirty: true })}
      >
        {f.isFinished}
      </Checkbox>
      <button type="submit" hidden />
    </FormSheet>
  );
}
