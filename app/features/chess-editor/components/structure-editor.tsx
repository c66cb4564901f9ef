// Structure edit mode (hash #edit, PRODUCT §4/§5): select units, floors or risers by dragging; merge only a rectangle
// (else the alert), split only what covers more than one unit, add floors and risers, delete them after a
// confirmation (their units become disabled). Exit discards the local copy; «Сохранить» sends the whole section,
// based on the version it was read at. Refused as stale, the edits run again on the fresh section (or are dropped);
// those that no longer fit are selected, to be looked at.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Location } from 'react-router';
import { fromApiSection, toSavePayload } from '#shared/chessboard/convert.ts';
import { buildCellIndex } from '#shared/chessboard/grid-index.ts';
import { buildLayout } from '#shared/chessboard/layout.ts';
import { refusalText } from '#shared/chessboard/result.ts';
import type { TBackofficeSection } from '#shared/schemas/chess.ts';
import { fill, ru } from '#shared/texts/ru.ts';
import { chessEditorTexts } from '#shared/texts/chess-editor.ts';
import { versionTexts } from '#shared/texts/versions.ts';
import { useLeaveGuard } from '#app/components/forms/use-leave-guard.ts';
import { Button } from '#app/components/ui/button.tsx';
import { useConfirm } from '#app/components/ui/dialogs.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { ApiError } from '#app/lib/api-error.ts';
import { useSaveStructure } from '#app/resources/chess-editor.ts';
import { reportError } from '#app/lib/toast-error.ts';
import { joinedErrors } from '../hooks/use-backoffice-change.ts';
import { useAreaSelection, type TDrag } from '../hooks/use-area-selection.ts';
import { useSelectionPainter } from '../hooks/use-selection-painter.ts';
import { useSectionStaleEdit } from '../hooks/use-section-stale-edit.ts';
import { useStructureDraft } from '../hooks/use-structure-draft.ts';
import { highlight } from '../model/highlight.ts';
import { replay, type TStructureOp } from '../model/replay.ts';
import { availability, runCommand, type TStructureCommand } from '../model/structure-ops.ts';
import { combine, emptySelection, selectArea, type TSelection } from '../model/selection.ts';
import { AddLinesSheet } from './add-lines-sheet.tsx';
import { ChessGrid } from './chess-grid.tsx';
import { MessageModal } from './message-modal.tsx';
import styles from './chess-editor.module.css';

const t = chessEditorTexts.structure;

const REMOVE_CONFIRM = { cells: t.deleteCellsConfirm, rows: t.deleteRowsConfirm, cols: t.deleteColsConfirm };

const countText = (n: number) => (n ? fill(t.selected, { n }) : t.nothingSelected);

const EXIT_TEXTS = { title: t.exitConfirm, text: t.exitConfirmText };

/** Moves that keep the structure mode on screen: the same page with the #edit hash. */
const staysInEdit = (from: Location, to: Location) => from.pathname === to.pathname && to.hash === '#edit';

const dialogOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

export function StructureEditor({ section, onLeave }: { section: TBackofficeSection; onLeave: () => void }) {
  const confirm = useConfirm();
  const { draft, ops, dirty, canUndo, apply, undo, reset } = useStructureDraft(() => fromApiSection(section));
  const [version, setVersion] = useState(section.version);
  const stale = useSectionStaleEdit(section.pavilionId, section.id);
  const [selection, setSelection] = useState<TSelection>(emptySelection);
  const [adding, setAdding] = useState<'row' | 'col' | null>(null);
  const [message, setMessage] = useState<{ title: string; text: string }>({ title: '', text: '' });
  const [messageOpen, setMessageOpen] = useState(false);
  const say = (title: string, text: string) => {
    setMessage({ title, text });
    setMessageOpen(true);
  };
  const [progress, setProgress] = useState<number | null>(null);
  const save = useSaveStructure(section.pavilionId, section.id);
  const gridRef = useRef<HTMLDivElement>(null);
  const originRef = useRef<HTMLDivElement>(null);
  const dragBase = useRef<TSelection>(emptySelection);

  const layout = useMemo(
    () => buildLayout(draft, { collapseDisabled: false, rowOffset: 1, colOffset: 1 }),
    [draft],
  );
  const index = useMemo(() => buildCellIndex(draft), [draft]);
  const can = useMemo(() => availability(draft, selection), [draft, selection]);

  // A drag paints the grid directly and shows its count; the selection state follows when it ends.
  const painter = useSelectionPainter(gridRef);
  const live = useRef<TSelection | null>(null);
  const countRef = useRef<HTMLSpanElement>(null);
  const onDrag = (drag: TDrag) => {
    if (drag.start) {
      dragBase.current = selection;
      painter.begin(highlight(draft, selection));
    }
    const keys = selectArea(draft, index, layout, drag.kind, drag.from, drag.to);
    const next = combine(dragBase.current, drag.kind, keys, drag.additive);
    live.current = next;
    painter.paint(highlight(draft, next));
    const text = countRef.current?.firstChild;
    if (text) text.nodeValue = countText(next.keys.length);
  };
  const onDragEnd = () => {
    painter.end();
    if (live.current) setSelection(live.current);
    live.current = null;
  };
  const { onPointerDown } = useAreaSelection({
    enabled: !save.isPending,
    layout,
    gridRef,
    originRef,
    onDrag,
    onEnd: onDragEnd,
  });

  const run = async (command: TStructureCommand) => {
    if (
      command === 'remove' &&
      !(await confirm({ title: REMOVE_CONFIRM[selection.kind], text: t.deleteLinesText, danger: true }))
    )
      return;
    const op: TStructureOp = {
      run: (base) => runCommand(base, command, selection),
      kind: selection.kind,
      keys: selection.keys,
    };
    const result = op.run(draft);
    if (!result.ok) {
      if (result.reason === 'notRectangle') say(t.alertTitle, refusalText(result.reason));
      else toast(refusalText(result.reason), { tone: 'error' });
      return;
    }
    apply(result.section, op);
    setSelection({ kind: selection.kind, keys: result.keys });
  };

  /** The fresh section after a stale save: the edits run again on it, or the copy starts over from it. */
  const onFresh = (fresh: TBackofficeSection, choice: 'apply' | 'discard') => {
    setVersion(fresh.version);
    const model = fromApiSection(fresh);
    if (choice === 'discard') {
      reset([model], []);
      setSelection(emptySelection);
      return;
    }
    const again = replay(model, ops);
    reset(again.steps, again.ops);
    const first = again.skipped[0];
    if (!first) {
      setSelection(emptySelection);
      toast(versionTexts.dialog.applied, { tone: 'success' });
      return;
    }
    const last = again.steps[again.steps.length - 1]!;
    const list = first.kind === 'rows' ? last.rows : first.kind === 'cols' ? last.cols : last.cells;
    const missed = new Set(again.skipped.filter((op) => op.kind === first.kind).flatMap((op) => op.keys));
    setSelection({ kind: first.kind, keys: list.filter((item) => missed.has(item.key)).map((i) => i.key) });
    say(versionTexts.dialog.title, versionTexts.dialog.partly);
  };

  // Leaving #edit any other way (the back button, a link) asks before the changes are lost.
  const guard = useLeaveGuard(dirty, EXIT_TEXTS, staysInEdit);
  const leave = () => {
    guard.allowLeave();
    onLeave();
  };

  const exit = async () => {
    if (dirty && !(await confirm({ ...EXIT_TEXTS, danger: true }))) return;
    leave();
  };

  const submit = () => {
    setProgress(0);
    save.mutate(
      { payload: toSavePayload(draft), version, onProgress: setProgress },
      {
        onSuccess: () => {
          toast(t.saved, { tone: 'success' });
          leave();
        },
        onError: async (error) => {
          setProgress(null);
          if (await stale.handle(error, onFresh)) return;
          if (error instanceof ApiError && error.status === 422) {
            say(ru.backoffice.errorTitle, joinedErrors(error) ?? error.message);
          } else reportError(error);
        },
      },
    );
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (dialogOpen() || (event.target as HTMLElement).closest?.('input, textarea, select')) return;
      if (event.key === 'Escape') setSelection(emptySelection);
      else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') {
        event.preventDefault();
        undo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo]);

  const busy = save.isPending;
  return (
    <>
      <div className={styles.structureBar} role="toolbar" aria-label={t.title}>
        <div className={styles.barHead}>
          <span ref={countRef} className={styles.selected} aria-live="polite">
            {countText(selection.keys.length)}
          </span>
          <span className={styles.barEnd}>
            <Button size="sm" variant="ghost" disabled={busy || !canUndo} onClick={undo}>
              {t.undo}
            </Button>
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => void exit()}>
              {t.exit}
            </Button>
            <Button size="sm" onClick={submit} loading={busy}>
              {t.save}
            </Button>
          </span>
        </div>
        <div className={styles.commands}>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy || !can.merge}
            onClick={() => void run('merge')}
          >
            {t.merge}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy || !can.split}
            onClick={() => void run('split')}
          >
            {t.split}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy || !can.remove}
            onClick={() => void run('remove')}
          >
            {t.delete}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy || !can.restore}
            onClick={() => void run('restore')}
          >
            {t.restore}
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => setAdding('row')}>
            {t.addRow}
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => setAdding('col')}>
            {t.addCol}
          </Button>
        </div>
        {progress !== null && (
          <span
            className={styles.progress}
            role="progressbar"
            aria-label={t.saving}
            aria-valuenow={Math.round(progress * 100)}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <span style={{ width: `${Math.round(progress * 100)}%` }} />
          </span>
        )}
      </div>
      <p className={styles.hint}>{dirty ? t.unsaved : t.hint}</p>
      <div className={styles.scroller} data-editing>
        <ChessGrid
          section={draft}
          layout={layout}
          editing
          selection={selection}
          label={t.title}
          gridRef={gridRef}
          originRef={originRef}
          onPointerDown={onPointerDown}
        />
      </div>
      {adding && (
        <AddLinesSheet
          axis={adding}
          section={draft}
          selection={selection}
          onClose={() => setAdding(null)}
          onDone={(result, op) => {
            apply(result.section, op);
            setSelection({ kind: adding === 'row' ? 'rows' : 'cols', keys: result.keys });
            setAdding(null);
          }}
        />
      )}
      {stale.dialog}
      <MessageModal
        open={messageOpen}
        title={message.title}
        button={message.title === ru.backoffice.errorTitle ? ru.backoffice.close : t.ok}
        onClose={() => setMessageOpen(false)}
      >
        {message.text}
      </MessageModal>
    </>
  );
}
