// The mass price change (SPEC §9): for the chosen floors, by ₽ per м² or by a percent, for the units of one status
// (sale by default), optionally only the promotions. The value starts at 0.
import { useState } from 'react';
import { rowLabel } from '#shared/chessboard/layout.ts';
import { CellStatus, PriceChange, type TCellStatus, type TPriceChange } from '#shared/enums.ts';
import { countOf } from '#shared/format.ts';
import type { TBackofficeSection } from '#shared/schemas/chess.ts';
import { fill } from '#shared/texts/ru.ts';
import { chessEditorTexts } from '#shared/texts/chess-editor.ts';
import { BottomSheet } from '#app/components/ui/bottom-sheet.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Checkbox } from '#app/components/ui/checkbox.tsx';
import { NumberInput } from '#app/components/ui/number-input.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { ApiError } from '#app/lib/api-error.ts';
import { useMassAction } from '#app/resources/chess-editor.ts';
import { joinedErrors, reportError } from '../hooks/use-backoffice-change.ts';
import { toNumber } from '../model/cell-form.ts';
import styles from './sheets.module.css';

const t = chessEditorTexts.mass;
const u = chessEditorTexts.units;

const perMeter = (type: TPriceChange) => type === PriceChange.priceUp || type === PriceChange.priceDown;

export function MassPriceSheet({ section, onClose }: { section: TBackofficeSection; onClose: () => void }) {
  const mass = useMassAction(section.id);
  const floors = section.rows.filter((row) => !row.disabled);
  const [type, setType] = useState<TPriceChange>(PriceChange.priceUp);
  const [value, setValue] = useState('0');
  const [forStatus, setForStatus] = useState<TCellStatus>(CellStatus.sale);
  const [forActions, setForActions] = useState(false);
  const [rows, setRows] = useState<ReadonlySet<number>>(() => new Set(floors.map((row) => row.id)));
  const [error, setError] = useState<string | undefined>();

  const toggle = (id: number) =>
    setRows((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const apply = () => {
    if (rows.size === 0) {
      setError(t.rowsRequired);
      return;
    }
    mass.mutate(
      { type, value: toNumber(value) ?? 0, forStatus, forActions, rows: [...rows] },
      {
        onSuccess: ({ changed }) => {
          toast(changed ? fill(t.done, { n: countOf(changed, t.doneForms) }) : t.nothing, {
            tone: changed ? 'success' : 'info',
          });
          onClose();
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 422)
            setError(joinedErrors(failure) ?? undefined);
          else reportError(failure);
        },
      },
    );
  };

  return (
    <BottomSheet
      open
      onClose={onClose}
      title={t.title}
      footer={
        <Button onClick={apply} loading={mass.isPending}>
          {t.apply}
        </Button>
      }
    >
      <div className={styles.form}>
        <Select
          label={t.type}
          required
          value={type}
          options={PriceChange.options.map(({ value: v, title }) => ({ value: v, title }))}
          onChange={(next) => next !== null && setType(next)}
        />
        <NumberInput
          label={t.value}
          suffix={perMeter(type) ? u.rubPerM2 : u.percent}
          value={value}
          error={error && rows.size ? error : undefined}
          onChange={(next) => {
            setValue(next);
            setError(undefined);
          }}
        />
        <Select
          label={t.forStatus}
          required
          value={forStatus}
          options={CellStatus.options.map(({ value: v, title }) => ({ value: v, title }))}
          onChange={(next) => next !== null && setForStatus(next)}
        />
        <Checkbox checked={forActions} onChange={setForActions}>
          {t.forActions}
        </Checkbox>
        <div className={styles.chipsHead}>
          <span>{t.rows}</span>
          <span className={styles.chipsActions}>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setRows(new Set(floors.map((row) => row.id)));
                setError(undefined);
              }}
            >
              {t.allRows}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setRows(new Set())}>
              {t.noRows}
            </Button>
          </span>
        </div>
        <div className={styles.chips} role="group" aria-label={t.rows}>
          {floors.map((row) => (
            <button
              key={row.id}
              type="button"
              className={styles.chip}
              aria-pressed={rows.has(row.id)}
              onClick={() => {
                toggle(row.id);
                setError(undefined);
              }}
            >
              {rowLabel(row) || '—'}
            </button>
          ))}
        </div>
        {error && rows.size === 0 && (
          <span className={styles.error} role="alert">
            {error}
          </span>
        )}
      </div>
    </BottomSheet>
  );
}
