// Adding floors or risers in the structure edit mode: where (next to the selected one), how many, of which type,
// and their names (asked only for living floors, PRODUCT §5).
import { useForm } from 'react-hook-form';
import { insertCols } from '#shared/chessboard/ops/insert-cols.ts';
import { insertRows } from '#shared/chessboard/ops/insert-rows.ts';
import { refusalText, type TOpResult } from '#shared/chessboard/result.ts';
import type { TChessSection } from '#shared/chessboard/types.ts';
import { RowType, type TRowType } from '#shared/enums.ts';
import { chessEditorTexts } from '#shared/texts/chess-editor.ts';
import { NumberInput } from '#app/components/ui/number-input.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { TextInput } from '#app/components/ui/text-input.tsx';
import {
  colAnchor,
  rowAnchor,
  splitNames,
  suggestColNames,
  suggestFloorNames,
  type TColPosition,
  type TRowPosition,
} from '../model/add-lines.ts';
import type { TStructureOp } from '../model/replay.ts';
import type { TSelection } from '../model/selection.ts';
import styles from './sheets.module.css';
import { FormSheet } from './form-sheet.tsx';

const t = chessEditorTexts.structure;

interface TLinesFields {
  position: TRowPosition | TColPosition;
  type: TRowType;
  count: string;
  /** null until typed: the suggestion follows the position and the count. */
  names: string | null;
}

export function AddLinesSheet({
  axis,
  section,
  selection,
  onDone,
  onClose,
}: {
  axis: 'row' | 'col';
  section: TChessSection;
  selection: TSelection;
  onDone: (result: Extract<TOpResult, { ok: true }>, op: TStructureOp) => void;
  onClose: () => void;
}) {
  const rows = axis === 'row';
  const form = useForm<TLinesFields>({
    defaultValues: { position: rows ? 'above' : 'right', type: RowType.live, count: '1', names: null },
  });
  const { position, type, count, names } = form.watch();
  // The refusal of the operation itself (names that do not fit, too many lines).
  const error = form.formState.errors.root?.message;
  const anchor = rows
    ? rowAnchor(section, selection, position as TRowPosition)
    : colAnchor(section, selection, position as TColPosition);
  const n = Math.max(1, Math.min(99, Math.floor(Number(count) || 1)));
  const suggested = (
    rows
      ? suggestFloorNames(section, anchor, position as TRowPosition, n)
      : suggestColNames(section, anchor, position as TColPosition, n)
  ).join(', ');
  const live = rows && type === RowType.live;

  const add = () => {
    const list = splitNames(names ?? suggested);
    // Kept as an operation, so it can run again on a fresh section after a stale save.
    const op: TStructureOp = {
      run: (base) =>
        rows
          ? insertRows(base, {
              anchor,
              position: position as TRowPosition,
              type,
              count: n,
              names: live ? list : [],
            })
          : insertCols(base, { anchor, position: position as TColPosition, count: n, names: list }),
      kind: rows ? 'rows' : 'cols',
      keys: [anchor],
    };
    const result = op.run(section);
    if (!result.ok) {
      form.setError('root', { message: refusalText(result.reason) });
      return;
    }
    onDone(result, op);
  };

  const positions = rows
    ? ([
        ['above', t.above],
        ['below', t.below],
      ] as const)
    : ([
        ['left', t.left],
        ['right', t.right],
      ] as const);

  return (
    <FormSheet title={rows ? t.addRow : t.addCol} onClose={onClose} submitLabel={t.add} onSubmit={add}>
      <Select
        label={t.position}
        required
        value={position}
        options={positions.map(([value, title]) => ({ value, title }))}
        onChange={(next) => {
          if (next === null) return;
          form.setValue('position', next);
          form.setValue('names', null);
        }}
      />
      {rows && (
        <Select
          label={t.rowType}
          required
          value={type}
          options={RowType.options.map(({ value, title }) => ({ value, title }))}
          onChange={(next) => next !== null && form.setValue('type', next)}
        />
      )}
      <NumberInput
        label={t.count}
        maxLength={2}
        value={count}
        onChange={(next) => {
          form.setValue('count', next.replace('.', ''));
          form.setValue('names', null);
        }}
      />
      {(live || !rows) && (
        <TextInput
          label={rows ? t.floorNames : t.colNames}
          value={names ?? suggested}
          onChange={(next) => {
            form.setValue('names', next);
            form.clearErrors('root');
          }}
        />
      )}
      {error && (
        <span className={styles.error} role="alert">
          {error}
        </span>
      )}
      <button type="submit" hidden />
    </FormSheet>
  );
}
