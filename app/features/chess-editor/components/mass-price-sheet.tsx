// The mass price change (PRODUCT §9): for the chosen floors, by ₽ per м² or by a percent, for the units of one status
// (sale by default), optionally only the promotions. The value starts at 0.
import { useState } from 'react';
import { rowLabel } from '#shared/chessboard/layout.ts';
import { CellStatus, PriceChange, type TCellStatus, type TPriceChange } from '#shared/enums.ts';
import { countOf } from '#shared/format.ts';
import type { TBackofficeSection } from '#shared/schemas/chess.ts';
import { fill } from '#shared/texts/ru.ts';
import { chessEditorTexts } from '#shared/texts/chess-editor.ts';
import { versionTexts } from '#shared/texts/versions.ts';
import { BottomSheet } from '#app/components/ui/bottom-sheet.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Checkbox } from '#app/components/ui/checkbox.tsx';
import { NumberInput } from '#app/components/ui/number-input.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { ApiError } from '#app/lib/api-error.ts';
import { applyServerErrors } from '#app/lib/form-errors.ts';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { useMassAction } from '#app/resources/chess-editor.ts';
import { reportError } from '#app/lib/toast-error.ts';
import { useSectionStaleEdit } from '../hooks/use-section-stale-edit.ts';
import { toNumber } from '../model/cell-form.ts';
import layout from '#app/styles/layout.module.css';
import styles from './sheets.module.css';

const t = chessEditorTexts.mass;
const u = chessEditorTexts.units;

interface TMassFields {
  type: TPriceChange;
  value: string;
  forStatus: TCellStatus;
  forActions: boolean;
  /** The chosen floors. */
  rows: number[];
}

const perMeter = (type: TPriceChange) => type === PriceChange.priceUp || type === PriceChange.priceDown;

export function MassPriceSheet({ section, onClose }: { section: TBackofficeSection; onClose: () => void }) {
  const mass = useMassAction(section.id);
  const floors = section.rows.filter((row) => !row.disabled);
  const api = useApiForm<TMassFields, TMassFields, { changed: number }>({
    defaultValues: {
      type: PriceChange.priceUp,
      value: '0',
      forStatus: CellStatus.sale,
      forActions: false,
      rows: floors.map((row) => row.id),
    },
    send: (fields) => mass.mutateAsync({ ...fields, value: toNumber(fields.value) ?? 0, version }),
    onSuccess: ({ changed }) => {
      toast(changed ? fill(t.done, { n: countOf(changed, t.doneForms) }) : t.nothing, {
        tone: changed ? 'success' : 'info',
      });
      onClose();
    },
    onError: async (failure) => {
      if (await stale.handle(failure, onFresh)) return true;
      if (!(failure instanceof ApiError && failure.status === 422)) {
        reportError(failure);
        return true;
      }
      // The sheet has one line for the server's texts: under the value.
      setError(applyServerErrors(form.setError, failure, { fields: [] }) ?? failure.message);
      return true;
    },
  });
  const form = api.form;
  // The change is based on the section as the sheet opened; a stale one is put on the fresh section or dropped.
  const [version, setVersion] = useState(section.version);
  const stale = useSectionStaleEdit(section.pavilionId, section.id);
  const onFresh = (fresh: TBackofficeSection, choice: 'apply' | 'discard') => {
    setVersion(fresh.version);
    const live = fresh.rows.filter((row) => !row.disabled).map((row) => row.id);
    if (choice === 'discard') form.reset({ ...form.formState.defaultValues, rows: live });
    else {
      form.setValue(
        'rows',
        rows.filter((id) => live.includes(id)),
      );
      toast(versionTexts.dialog.applied, { tone: 'success' });
    }
  };
  const { type, value, forStatus, forActions, rows } = form.watch();
  // One text for the sheet: under the value, or under the floors while none is chosen.
  const error = form.formState.errors.value?.message;
  const setError = (message: string) => form.setError('value', { type: 'server', message });

  const choose = (next: number[]) => {
    form.setValue('rows', next);
    form.clearErrors();
  };
  const toggle = (id: number) => choose(rows.includes(id) ? rows.filter((r) => r !== id) : [...rows, id]);

  const apply = () => {
    if (rows.length === 0) {
      setError(t.rowsRequired);
      return;
    }
    void api.submit();
  };

  return (
    <>
      {stale.dialog}
      <BottomSheet
        open
        onClose={onClose}
        title={t.title}
        footer={
          <Button onClick={apply} loading={api.pending}>
            {t.apply}
          </Button>
        }
      >
        <div className={layout.stack}>
          <Select
            label={t.type}
            required
            value={type}
            options={PriceChange.options.map(({ value: v, title }) => ({ value: v, title }))}
            onChange={(next) => next !== null && form.setValue('type', next)}
          />
          <NumberInput
            label={t.value}
            suffix={perMeter(type) ? u.rubPerM2 : u.percent}
            value={value}
            error={error && rows.length ? error : undefined}
            onChange={(next) => {
              form.setValue('value', next);
              form.clearErrors();
            }}
          />
          <Select
            label={t.forStatus}
            required
            value={forStatus}
            options={CellStatus.options.map(({ value: v, title }) => ({ value: v, title }))}
            onChange={(next) => next !== null && form.setValue('forStatus', next)}
          />
          <Checkbox checked={forActions} onChange={(next) => form.setValue('forActions', next)}>
            {t.forActions}
          </Checkbox>
          <div className={styles.chipsHead}>
            <span>{t.rows}</span>
            <span className={styles.chipsActions}>
              <Button variant="ghost" size="sm" onClick={() => choose(floors.map((row) => row.id))}>
                {t.allRows}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => form.setValue('rows', [])}>
                {t.noRows}
              </Button>
            </span>
          </div>
          <div className={layout.chips} role="group" aria-label={t.rows}>
            {floors.map((row) => (
              <button
                key={row.id}
                type="button"
                className={styles.chip}
                aria-pressed={rows.includes(row.id)}
                onClick={() => toggle(row.id)}
              >
                {rowLabel(row) || '—'}
              </button>
            ))}
          </div>
          {error && rows.length === 0 && (
            <span className={styles.error} role="alert">
              {error}
            </span>
          )}
        </div>
      </BottomSheet>
    </>
  );
}
