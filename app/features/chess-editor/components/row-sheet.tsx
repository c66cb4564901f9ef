// Editing a floor (PRODUCT §5): its type, its number (asked only for living floors), its plan image.
import { useState } from 'react';
import { CHESS_NAME_MAX } from '#shared/chessboard/limits.ts';
import { RowType, type TRowType } from '#shared/enums.ts';
import type { TBackofficeSection } from '#shared/schemas/chess.ts';
import { chessEditorTexts } from '#shared/texts/chess-editor.ts';
import { rowLabel } from '#shared/chessboard/layout.ts';
import { Select } from '#app/components/ui/select.tsx';
import { TextInput } from '#app/components/ui/text-input.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { useSaveRow } from '#app/resources/chess-editor.ts';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { useItemDraft } from '../hooks/use-item-draft.ts';
import { PlanField } from './plan-field.tsx';
import { FormSheet } from './form-sheet.tsx';

const f = chessEditorTexts.fields;
const t = chessEditorTexts.editor;

type TRow = TBackofficeSection['rows'][number];

interface TRowFields {
  type: TRowType;
  name: string;
  /** undefined keeps the stored plan, null removes it, a file replaces it. */
  plan: File | null | undefined;
}

const fieldsOf = (row: TRow): TRowFields => ({ type: row.type, name: row.name, plan: undefined });

export function RowSheet({
  row,
  pavilionId,
  sectionId,
  sectionVersion,
  onClose,
}: {
  row: TRow;
  pavilionId: number;
  sectionId: number;
  /** The section's version the board showed when the sheet opened: the edit is based on it. */
  sectionVersion: number;
  onClose: () => void;
}) {
  const save = useSaveRow();
  const api = useApiForm<TRowFields, TRowFields, unknown>({
    defaultValues: fieldsOf(row),
    send: ({ type, name, plan }): Promise<unknown> =>
      save.mutateAsync({
        rowId: row.id,
        fields: {
          type,
          name: type === RowType.live ? name.trim() : '',
          ...(plan === undefined ? {} : { plan }),
        },
        versions: draft.base,
      }),
    onSuccess: () => {
      toast(t.rowSaved, { tone: 'success' });
      onClose();
    },
    onError: (error): Promise<boolean> => draft.staleHandled(error),
    errors: { fields: ['name', 'plan'] },
  });
  const form = api.form;
  const draft = useItemDraft({
    form,
    pavilionId,
    sectionId,
    versions: { version: row.version, sectionVersion },
    pick: (section) => {
      const fresh = section.rows.find((r) => r.id === row.id);
      return fresh && { version: fresh.version, values: fieldsOf(fresh) };
    },
    onGone: onClose,
  });
  const { type, name, plan } = form.watch();
  const { errors } = form.formState;
  const [tried, setTried] = useState(false);
  const live = type === RowType.live;

  const submit = () => {
    setTried(true);
    if (live && name.trim() === '') return;
    void api.submit();
  };

  return (
    <>
      {draft.dialog}
      <FormSheet
        title={`${t.rowTitle} ${rowLabel(row)}`.trim()}
        onClose={onClose}
        submitLabel={t.save}
        onSubmit={submit}
        loading={api.pending}
      >
        <Select
          label={f.rowType}
          required
          value={type}
          options={RowType.options.map(({ value, title }) => ({ value, title }))}
          onChange={(next) => next !== null && form.setValue('type', next, { shouldDirty: true })}
        />
        {live && (
          <TextInput
            label={f.rowName}
            required
            showError={tried}
            maxLength={CHESS_NAME_MAX}
            error={errors.name?.message}
            value={name}
            onChange={(next) => form.setValue('name', next, { shouldDirty: true })}
          />
        )}
        <PlanField
          stored={row.plan}
          value={plan}
          onChange={(next) => form.setValue('plan', next, { shouldDirty: true })}
          error={errors.plan?.message}
        />
        <button type="submit" hidden />
      </FormSheet>
    </>
  );
}
