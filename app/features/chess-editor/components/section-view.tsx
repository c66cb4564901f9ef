// View mode: the grid as buyers see it; a unit, a floor or a riser opens its form; the mass price change.
import { useMemo, useState } from 'react';
import { fromApiSection } from '#shared/chessboard/convert.ts';
import { buildLayout } from '#shared/chessboard/layout.ts';
import type { TBackofficeSection } from '#shared/schemas/chess.ts';
import { chessEditorTexts } from '#shared/texts/chess-editor.ts';
import { CHESS_NAME_MAX } from '#shared/chessboard/limits.ts';
import { Button } from '#app/components/ui/button.tsx';
import { usePrompt } from '#app/components/ui/dialogs.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { useRenameCol, type TItemVersions } from '#app/resources/chess-editor.ts';
import { reportError } from '#app/lib/toast-error.ts';
import { useSectionStaleEdit } from '../hooks/use-section-stale-edit.ts';
import { emptySelection } from '../model/selection.ts';
import { CellSheet } from './cell-sheet.tsx';
import { ChessGrid, type TGridTarget } from './chess-grid.tsx';
import { Legend } from './legend.tsx';
import { MassPriceSheet } from './mass-price-sheet.tsx';
import { useObjectCan } from '../hooks/use-object-can.ts';
import { permissionTexts } from '#shared/texts/permissions.ts';
import { RowSheet } from './row-sheet.tsx';
import styles from './chess-editor.module.css';

const t = chessEditorTexts.editor;

/** A sheet remembers the section's version the board showed when it opened: its edit is based on that. */
type TOpen = { target: 'cell' | 'row'; id: number; sectionVersion: number } | { target: 'mass' } | null;

const idOf = (key: string) => Number(key.slice(key.indexOf('-') + 1));

export function SectionView({
  section,
  onEditStructure,
}: {
  section: TBackofficeSection;
  onEditStructure: () => void;
}) {
  const prompt = usePrompt();
  const renameCol = useRenameCol(section.id);
  const stale = useSectionStaleEdit(section.pavilionId, section.id);
  const [open, setOpen] = useState<TOpen>(null);
  const can = useObjectCan(section.objectId);
  const model = useMemo(() => fromApiSection(section), [section]);
  const layout = useMemo(() => buildLayout(model, { rowOffset: 1, colOffset: 1 }), [model]);

  const onOpen = async (target: TGridTarget, key: string) => {
    const id = idOf(key);
    if (target !== 'col') {
      setOpen({ target, id, sectionVersion: section.version });
      return;
    }
    const col = section.cols.find((c) => c.id === id);
    if (!col) return;
    const name = await prompt({
      title: t.colTitle,
      label: chessEditorTexts.fields.colName,
      initialValue: col.name,
      maxLength: CHESS_NAME_MAX,
    });
    if (name === null || name === col.name) return;
    sendColName(id, name, { version: col.version, sectionVersion: section.version });
  };

  /** A riser's name; refused as stale, it goes again on the fresh section when the builder says so. */
  const sendColName = (colId: number, name: string, versions: TItemVersions) =>
    renameCol.mutate(
      { colId, name, versions },
      {
        onSuccess: () => toast(t.colSaved, { tone: 'success' }),
        onError: async (error) => {
          const handled = await stale.handle(error, (fresh, choice) => {
            const col = fresh.cols.find((c) => c.id === colId);
            if (choice === 'apply' && col)
              sendColName(colId, name, { version: col.version, sectionVersion: fresh.version });
          });
          if (!handled) reportError(error);
        },
      },
    );

  const cell = open?.target === 'cell' ? section.cells.find((c) => c.id === open.id) : undefined;
  const row = open?.target === 'row' ? section.rows.find((r) => r.id === open.id) : undefined;
  return (
    <>
      {stale.dialog}
      <div className={styles.toolbar}>
        <Button variant="secondary" size="sm" onClick={onEditStructure}>
          {t.editStructure}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={!can.prices}
          title={can.prices ? undefined : permissionTexts.hint.prices}
          onClick={() => setOpen({ target: 'mass' })}
        >
          {t.massPrice}
        </Button>
        <Legend />
      </div>
      <p className={styles.hint}>{t.hintView}</p>
      <div className={styles.scroller}>
        <ChessGrid
          section={model}
          layout={layout}
          editing={false}
          selection={emptySelection}
          label={section.name}
          onOpen={(target, key) => void onOpen(target, key)}
        />
      </div>
      {cell && open?.target === 'cell' && (
        <CellSheet
          key={cell.id}
          cell={cell}
          pavilionId={section.pavilionId}
          sectionId={section.id}
          sectionVersion={open.sectionVersion}
          canPrices={can.prices}
          onClose={() => setOpen(null)}
        />
      )}
      {row && open?.target === 'row' && (
        <RowSheet
          key={row.id}
          row={row}
          pavilionId={section.pavilionId}
          sectionId={section.id}
          sectionVersion={open.sectionVersion}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.target === 'mass' && <MassPriceSheet section={section} onClose={() => setOpen(null)} />}
    </>
  );
}
