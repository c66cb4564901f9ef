import { describe, expect, it } from 'vitest';
import type { TOwnOfferCard } from '#shared/schemas/user-offers.ts';
import { groupByStatus } from './group.ts';

const card = (id: number, status: 1 | 2 | 3 | 4 | 5) => ({ id, status }) as TOwnOfferCard;

describe('[user-offers] groups by status', () => {
  it('[user-offers] makes one group per run of a status with the server counts', () => {
    const groups = groupByStatus([card(1, 1), card(2, 2), card(3, 2), card(4, 3)], {
      draft: 1,
      active: 7,
      inactive: 2,
      archive: 0,
      disabled: 0,
    });
    expect(groups.map((g) => [g.status, g.offers.map((o) => o.id), g.count])).toEqual([
      [1, [1], 1],
      [2, [2, 3], 7],
      [3, [4], 2],
    ]);
  });
});
