import { describe, expect, it } from 'vitest';
import { cardBadges } from '#shared/card-facts.ts';
import type { TDeadlineMove } from '#shared/schemas/deadline-history.ts';
import type { TObjectCard } from '#shared/schemas/object.ts';
import { deadlineChains } from './deadline-chains.ts';

const move = (pavilionId: number | null, from: string, to: string, later: boolean): TDeadlineMove => ({
  pavilionId,
  building: pavilionId === null ? null : `Корпус ${pavilionId}`,
  from,
  to,
  at: '2026-05-01T00:00:00Z',
  later,
});

describe('[deadline-history] chains of quarters', () => {
  it('reads each deadline as its quarters, the complex first, a change inside a quarter as none', () => {
    const chains = deadlineChains([
      move(2, '2026-10-01', '2027-04-01', true),
      move(null, '2025-10-01', '2026-04-01', true),
      move(2, '2027-04-01', '2027-05-01', false),
      move(2, '2027-05-01', '2027-11-01', true),
      move(null, '2026-04-01', '2026-10-01', true),
    ]);
    expect(chains).toEqual([
      {
        pavilionId: null,
        building: null,
        quarters: ['IV кв. 2025', 'II кв. 2026', 'IV кв. 2026'],
        shifts: 2,
      },
      {
        pavilionId: 2,
        building: 'Корпус 2',
        quarters: ['IV кв. 2026', 'II кв. 2027', 'IV кв. 2027'],
        shifts: 2,
      },
    ]);
  });

  it('leaves out a deadline that only moved within its quarter', () => {
    expect(deadlineChains([move(3, '2027-04-01', '2027-05-01', false)])).toEqual([]);
  });

  it('marks a complex under construction whose deadline moved, not a finished one', () => {
    const card = {
      isOffer: false,
      published: true,
      isAction: false,
      isNew: false,
      houseClass: null,
    } as const;
    const shifted = cardBadges({ ...card, isFinished: false, deadlineShifts: 1 } as unknown as TObjectCard);
    expect(shifted).toContainEqual({ kind: 'shifted', text: 'Срок переносился' });
    const done = cardBadges({ ...card, isFinished: true, deadlineShifts: 1 } as unknown as TObjectCard);
    expect(done.map((b) => b.kind)).toEqual(['finished']);
  });
});
