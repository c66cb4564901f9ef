import { describe, expect, it } from 'vitest';
import { CellStatus, Kind, OfferStatus } from '#shared/enums.ts';
import type { TItemChanges } from '#shared/schemas/collections-live.ts';
import { itemChanges } from '#app/test/snapshots.ts';
import { changeBadges, unavailableReason } from './describe-changes.ts';

const same = itemChanges();
const unit = (changes: Partial<TItemChanges>) => ({ kind: Kind.unit, changes: { ...same, ...changes } });
const text = (badges: { text: string }[]) => badges.map((b) => b.text.replace(/\s/g, ' '));

describe('[collections-live] what a client reads about changes since sending', () => {
  it('[collections-live] tells a price cut and a rise in ₽, nothing when the same or unknown', () => {
    expect(text(changeBadges(unit({ priceNow: 9_700_000 })))).toEqual(['Цена снижена на 300 000 ₽']);
    expect(changeBadges(unit({ priceNow: 10_450_000 }))).toEqual([
      { tone: 'up', text: expect.stringMatching(/^Цена выросла на 450\s000\s₽$/) },
    ]);
    expect(changeBadges(unit({}))).toEqual([]);
    expect(changeBadges(unit({ priceWas: null }))).toEqual([]);
  });

  it('[collections-live] names why an item is gone: sold, booked, withdrawn; a complex sold out', () => {
    expect(unavailableReason(unit({ statusNow: CellStatus.sold, available: false }))).toBe('Продано');
    expect(unavailableReason(unit({ statusNow: CellStatus.reserve, available: false }))).toBe(
      'Забронировано',
    );
    expect(unavailableReason(unit({ statusNow: null, priceNow: null, available: false }))).toBe(
      'Снято с продажи',
    );
    expect(
      unavailableReason({
        kind: Kind.offer,
        changes: { ...same, statusNow: OfferStatus.inactive, available: false },
      }),
    ).toBe('Снято с продажи');
    expect(unavailableReason(unit({}))).toBeNull();
    // No longer public: whatever it was, nothing of today is told.
    const hidden = { statusNow: null, priceNow: null, available: false, hidden: true };
    expect(unavailableReason(unit(hidden))).toBe('Больше не в продаже');
    expect(text(changeBadges(unit(hidden), { statusOnCard: true }))).toEqual(['Больше не в продаже']);
    const complex = { kind: Kind.realty, changes: { ...same, onSaleWas: 4, onSaleNow: 0 } };
    expect(text(changeBadges(complex))).toEqual(['Все квартиры проданы']);
    expect(
      text(changeBadges(unit({ statusNow: CellStatus.sold, available: false, priceNow: 10_200_000 }))),
    ).toEqual(['Продано', 'Цена выросла на 200 000 ₽']);
  });

  it('[collections-live] does not repeat a unit status its card already shows, but still says a withdrawal', () => {
    const sold = unit({ statusNow: CellStatus.sold, available: false, priceNow: 9_900_000 });
    expect(text(changeBadges(sold, { statusOnCard: true }))).toEqual(['Цена снижена на 100 000 ₽']);
    const booked = unit({ statusNow: CellStatus.reserve, available: false });
    expect(changeBadges(booked, { statusOnCard: true })).toEqual([]);
    const withdrawn = unit({ statusNow: null, priceNow: null, available: false });
    expect(text(changeBadges(withdrawn, { statusOnCard: true }))).toEqual(['Снято с продажи']);
  });
});

describe('[collections-live] a postponed handover', () => {
  it('is said as bad news on a complex or a unit still shown, and not on what left the site', () => {
    const moved = { ...same, deadlineMoved: true };
    expect(changeBadges({ kind: Kind.realty, changes: moved })).toEqual([
      { tone: 'up', text: 'Срок сдачи перенесён' },
    ]);
    expect(changeBadges({ kind: Kind.unit, changes: { ...moved, available: false, hidden: true } })).toEqual([
      { tone: 'gone', text: 'Больше не в продаже' },
    ]);
  });
});
