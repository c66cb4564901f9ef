// What an editor operation returns: a new section and the keys to select next, or a typed refusal.
import { chessTexts } from './texts.ts';
import type { TChessSection } from './types.ts';

export type TOpReason = keyof typeof chessTexts.refusal;

export type TOpResult =
  | { readonly ok: true; readonly section: TChessSection; readonly keys: readonly string[] }
  | { readonly ok: false; readonly reason: TOpReason };

export const done = (section: TChessSection, keys: readonly string[]): TOpResult => ({
  ok: true,
  section,
  keys,
});
export const refuse = (reason: TOpReason): { readonly ok: false; readonly reason: TOpReason } => ({
  ok: false,
  reason,
});

/** The Russian text the editor shows for a refusal (the merge one is PRODUCT §5's alert). */
export function refusalText(reason: TOpReason): string {
  return chessTexts.refusal[reason];
}
