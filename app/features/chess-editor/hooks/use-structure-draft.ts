// The local copy the structure edit mode works on (PRODUCT §4: exit discards it, confirm saves it), with undo, and the
// operations that made it, so they can run again on a fresh section after a stale save (model/replay.ts).
import { useReducer } from 'react';
import type { TChessSection } from '#shared/chessboard/types.ts';
import type { TStructureOp } from '../model/replay.ts';

const HISTORY = 100;

interface TDraftState {
  draft: TChessSection;
  past: readonly TChessSection[];
  /** ops[i] made past[i + 1] (or the draft) from past[i]; fewer once the history is cut. */
  ops: readonly TStructureOp[];
}

type TDraftAction =
  | { type: 'apply'; section: TChessSection; op: TStructureOp }
  | { type: 'undo' }
  | { type: 'reset'; steps: readonly TChessSection[]; ops: readonly TStructureOp[] };

function reducer(state: TDraftState, action: TDraftAction): TDraftState {
  if (action.type === 'apply')
    return {
      draft: action.section,
      past: [...state.past, state.draft].slice(-HISTORY),
      ops: [...state.ops, action.op].slice(-HISTORY),
    };
  if (action.type === 'reset')
    return {
      draft: action.steps[action.steps.length - 1]!,
      past: action.steps.slice(0, -1),
      ops: action.ops,
    };
  if (state.past.length === 0) return state;
  return {
    draft: state.past[state.past.length - 1]!,
    past: state.past.slice(0, -1),
    ops: state.ops.slice(0, -1),
  };
}

export function useStructureDraft(initial: () => TChessSection) {
  const [state, dispatch] = useReducer(reducer, undefined, () => ({ draft: initial(), past: [], ops: [] }));
  return {
    draft: state.draft,
    ops: state.ops,
    dirty: state.past.length > 0,
    canUndo: state.past.length > 0,
    apply: (section: TChessSection, op: TStructureOp) => dispatch({ type: 'apply', section, op }),
    undo: () => dispatch({ type: 'undo' }),
    /** A new start: the fresh section and the sections the operations made from it, the last one shown. */
    reset: (steps: readonly TChessSection[], ops: readonly TStructureOp[]) =>
      dispatch({ type: 'reset', steps, ops }),
  };
}
