// What changed about a sent link's item since it was sent, for component and route tests: nothing, unless a test
// says what did (a price of 10 000 000 ₽ on sale, still available).
import { CellStatus } from '#shared/enums.ts';
import type { TItemChanges } from '#shared/schemas/collections-live.ts';

export const itemChanges = (overrides: Partial<TItemChanges> = {}): TItemChanges => ({
  priceWas: 10_000_000,
  priceNow: 10_000_000,
  statusWas: CellStatus.sale,
  statusNow: CellStatus.sale,
  onSaleWas: null,
  onSaleNow: null,
  deadlineMoved: false,
  newProgressReport: false,
  available: true,
  hidden: false,
  ...overrides,
});
