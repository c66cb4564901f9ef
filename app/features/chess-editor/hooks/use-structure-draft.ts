// The local copy the structure edit mode works on (SPEC §4: exit discards it, confirm saves it), with undo.
import { useReducer } from 'react';
import type { TChessSection } from '#shared/chessboard/types.ts';

const HISTORY = 100;

interface TDraftState {
  draft: TChessSection;
  past: readonly TChessSection[];
}

type TDraftAction = { type: 'apply'; section: TChessSection } | { type: 'undo' };

function reducer(state: TDraftState, action: TDraftAction): TDraftState {
  if (action.type === 'apply')
    return { draft: action.section, past: [...state.past, state.draft].slice(-HISTORY) };
  if (state.past.length === 0) return state;
  return { draft: state.past[state.past.length - 1]!, past: state.past.slice(0, -1) };
}

export function useStructureDraft(initial: () => TChessSection) {
  const [state, dispatch] = useReducer(reducer, undefined, () => ({ draft: initial(), past: [] }));
  return {
    draft: state.draft,
    dirty: state.past.length > 0,
    canUndo: state.past.length > 0,
    apply: (section: TChessSection) => dispatch({ type: 'apply', section }),
    undo: () => dispatch({ type: 'undo' }),
  };
}
