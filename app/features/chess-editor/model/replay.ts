// The structure mode's local edits as operations that can run again (decision 018): when the save is refused as
// stale, they run on the fresh section in order. One that no longer fits (its items are gone, or the shared model
// refuses it) is skipped and its items are reported, for the editor to mark.
import type { TOpResult } from '#shared/chessboard/result.ts';
import type { TChessSection } from '#shared/chessboard/types.ts';
import type { TSelectionKind } from './selection.ts';

export interface TStructureOp {
  run: (section: TChessSection) => TOpResult;
  /** What it was run on: every key must still be there to run it again. */
  kind: TSelectionKind;
  keys: readonly string[];
}

export interface TReplay {
  /** The section after each operation that ran, the fresh one first. */
  steps: TChessSection[];
  ops: TStructureOp[];
  /** Operations that could not run again, with the items they were run on. */
  skipped: TStructureOp[];
}

const hasAll = (section: TChessSection, op: TStructureOp) => {
  const list = op.kind === 'rows' ? section.rows : op.kind === 'cols' ? section.cols : section.cells;
  const present = new Set(list.map((item) => item.key));
  return op.keys.every((key) => present.has(key));
};

export function replay(fresh: TChessSection, ops: readonly TStructureOp[]): TReplay {
  const steps = [fresh];
  const ran: TStructureOp[] = [];
  const skipped: TStructureOp[] = [];
  for (const op of ops) {
    const current = steps[steps.length - 1]!;
    const result = hasAll(current, op) ? op.run(current) : null;
    if (result?.ok) {
      steps.push(result.section);
      ran.push(op);
    } else skipped.push(op);
  }
  return { steps, ops: ran, skipped };
}
