// The moves of each deadline (the complex's own, each building's) as chains of quarters: «IV кв. 2025 → II кв. 2026».
import { formatQuarter } from '#shared/format.ts';
import type { TDeadlineMove } from '#shared/schemas/deadline-history.ts';

export interface DeadlineChain {
  pavilionId: number | null;
  building: string | null;
  quarters: string[];
  /** Moves to a later quarter. */
  shifts: number;
}

/** One chain per deadline, the complex's first; consecutive dates in one quarter read as one. */
export function deadlineChains(moves: readonly TDeadlineMove[]): DeadlineChain[] {
  const chains = new Map<number | null, DeadlineChain>();
  for (const move of moves) {
    let chain = chains.get(move.pavilionId);
    if (!chain) {
      chain = {
        pavilionId: move.pavilionId,
        building: move.building,
        quarters: [formatQuarter(move.from)],
        shifts: 0,
      };
      chains.set(move.pavilionId, chain);
    }
    const to = formatQuarter(move.to);
    if (chain.quarters.at(-1) !== to) chain.quarters.push(to);
    if (move.later) chain.shifts++;
  }
  return [...chains.values()]
    .filter((c) => c.quarters.length > 1)
    .sort((a, b) => (a.pavilionId === null ? -1 : b.pavilionId === null ? 1 : 0));
}
