// Editing one unit (PRODUCT §3 Cell.data, §5): status, number, area, price and price per м² kept consistent, layout,
// interior, promotion, plan image; save only with a number and a status; delete (disable) and restore.
import { useState } from 'react';
import { needsAreaAndPrice } from '#shared/chessboard/cell-rules.ts';
import { CellStatus, Interior, Layout } from '#shared/enums.ts';
import { formatArea, formatPrice } from '#shared/format.ts';
import type { TBackofficeCell } from '#shared/schemas/chess.ts';
import { fill } from '#shared/texts/ru.ts';
import { chessEditorTexts } from '#shared/texts/chess-editor.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Checkbox } from '#app/components/ui/checkbox.tsx';
import { useConfirm } from '#app/components/ui/dialogs.tsx';
import { NumberInput } from '#app/components/ui/number-input.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { TextInput } from '#app/components/ui/text-input.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { CHESS_NAME_MAX } from '#shared/chessboard/limits.ts';
import { useSaveCell } from '#app/resources/chess-editor.ts';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { showSaveError } from '../hooks/use-backoffice-change.ts';
import { useItemDraft } from '../hooks/use-item-draft.ts';
import {
  canSave,
  formProblems,
  fromCell,
  toRequest,
  withArea,
  withPrice,
  withSquarePrice,
  type TCellFormValues,
} from '../model/cell-form.ts';
import { PlanField } from './plan-field.tsx';
import { permissionTexts } from '#shared/texts/permissions.ts';
import styles from './sheets.module.css';
import { FormSheet } from './form-sheet.tsx';

const f = chessEditorTexts.fields;
const t = chessEditorTexts.editor;
const u = chessEditorTexts.units;

/** The fields that show a server's text; any other text goes to a toast. */
const SHOWN = ['status', 'number', 'area', 'price', 'squarePrice', 'plan'] as const;

const options = <V extends number>(list: readonly { value: V; title: string }[]) =>
  list.map(({ value, title }) => ({ value, title }));

export function CellSheet({
  cell,
  pavilionId,
  sectionId,
  sectionVersion,
  canPrices = true,
  onClose,
}: {
  cell: TBackofficeCell;
  pavilionId: number;
  sectionId: number;
  /** The section's version the board showed when the sheet opened: the edit is based on it. */
  sectionVersion: number;
  /** false: the caller lacks the `prices` permission; the prices show, read-only. */
  canPrices?: boolean;
  onClose: () => void;
}) {
  const confirm = useConfirm();
  const save = useSaveCell(sectionId);
  const api = useApiForm<TCellFormValues, TCellFormValues, unknown>({
    defaultValues: fromCell(cell.data),
    send: (values): Promise<unknown> =>
      save.mutateAsync({ cellId: cell.id, fields: toRequest(values), versions: draft.base }),
    onSuccess: () => {
      toast(t.cellSaved, { tone: 'success' });
      onClose();
    },
    onError: (error): Promise<boolean> => draft.staleHandled(error),
    errors: { fields: SHOWN },
  });
  const form = api.form;
  const draft = useItemDraft({
    form,
    pavilionId,
    sectionId,
    versions: { version: cell.version, sectionVersion },
    pick: (section) => {
      const fresh = section.cells.find((c) => c.id === cell.id);
      return fresh && { version: fresh.version, values: fromCell(fresh.data) };
    },
    onGone: onClose,
  });
  const values = form.watch();
  const { errors } = form.formState;
  const [tried, setTried] = useState(false);
  const problems = tried ? formProblems(values) : {};
  const errorOf = (field: (typeof SHOWN)[number]) =>
    errors[field]?.message ?? problems[field as keyof typeof problems];
  const priced = needsAreaAndPrice(values.status);
  /** A change may move other fields (the price follows the area); any change clears the server's texts. */
  const set = (next: TCellFormValues) => {
    for (const key of Object.keys(next) as (keyof TCellFormValues)[])
      if (next[key] !== values[key]) form.setValue(key, next[key], { shouldDirty: true });
    form.clearErrors();
  };

  const submit = () => {
    setTried(true);
    if (Object.keys(formProblems(values)).length) return;
    void api.submit();
  };

  // Deleting or restoring is a button of its own beside the form (after a confirm), not the form's submit.
  const toggleDeleted = async () => {
    if (!cell.disabled && !(await confirm({ title: t.deleteCellConfirm, danger: true }))) return;
    save.mutate(
      { cellId: cell.id, fields: { disabled: !cell.disabled }, versions: draft.base },
      {
        onSuccess: () => {
          toast(t.cellSaved, { tone: 'success' });
          onClose();
        },
        onError: (error) => void draft.failed(error, () => showSaveError(form, error, SHOWN)),
      },
    );
  };

  const title = cell.data.number ? fill(t.cellTitleNumber, { n: cell.data.number }) : t.cellTitle;
  return (
    <>
      {draft.dialog}
      <FormSheet
        title={title}
        onClose={onClose}
        submitLabel={t.save}
        onSubmit={submit}
        loading={api.pending || save.isPending}
        canSubmit={canSave(values)}
        extraAction={
          <Button variant={cell.disabled ? 'secondary' : 'ghost'} onClick={() => void toggleDeleted()}>
            {cell.disabled ? t.restoreCell : t.deleteCell}
          </Button>
        }
      >
        {cell.disabled && <p className={styles.notice}>{t.deleted}</p>}
        <div className={styles.pair}>
          <Select
            label={f.status}
            required
            showError={tried}
            error={errorOf('status')}
            value={values.status}
            options={options(CellStatus.options)}
            onChange={(status) => set({ ...values, status })}
          />
          <TextInput
            label={f.number}
            required
            showError={tried}
            error={errorOf('number')}
            maxLength={CHESS_NAME_MAX}
            value={values.number}
            onChange={(number) => set({ ...values, number })}
          />
        </div>
        <div className={styles.pair}>
          <NumberInput
            label={f.area}
            suffix={u.m2}
            required={priced}
            showError={tried}
            error={errorOf('area')}
            value={values.area}
            onChange={(area) => set(withArea(values, area))}
          />
          <NumberInput
            label={f.price}
            suffix={u.rub}
            required={priced}
            showError={tried}
            error={errorOf('price')}
            disabled={!canPrices}
            hint={canPrices ? undefined : permissionTexts.hint.prices}
            value={values.price}
            onChange={(price) => set(withPrice(values, price))}
          />
        </div>
        <NumberInput
          label={f.squarePrice}
          suffix={u.rubPerM2}
          error={errorOf('squarePrice')}
          disabled={!canPrices}
          value={values.squarePrice}
          onChange={(squarePrice) => set(withSquarePrice(values, squarePrice))}
        />
        <div className={styles.pair}>
          <Select
            label={f.cntApart}
            value={values.cntApart}
            options={options(Layout.options)}
            onChange={(cntApart) => set({ ...values, cntApart })}
          />
          <Select
            label={f.interior}
            value={values.interior}
            options={options(Interior.options)}
            onChange={(interior) => set({ ...values, interior })}
          />
        </div>
        <Checkbox checked={values.isAction} onChange={(isAction) => set({ ...values, isAction })}>
          {f.promotion}
        </Checkbox>
        <PlanField
          stored={cell.data.plan}
          value={values.plan}
          onChange={(plan) => set({ ...values, plan })}
          error={errorOf('plan')}
        />
        {cell.offers.length > 0 && (
          <section className={styles.offers}>
            <h3 className={styles.offersTitle}>{t.offers}</h3>
            <ul>
              {cell.offers.map((offer) => (
                <li key={offer.id}>
                  {[formatPrice(offer.price), formatArea(offer.area)].filter(Boolean).join(' · ') ||
                    `#${offer.id}`}
                </li>
              ))}
            </ul>
          </section>
        )}
        <button type="submit" hidden />
      </FormSheet>
    </>
  );
}
