// The demo's year of price history: every unit and offer has one, each chain of records is consistent (each
// record's previous state is the record before it) and ends in the row's state today, and the year shows rises,
// discounts and sales.
import { describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { CellStatus } from '#shared/enums.ts';
import { cells, offers, priceHistory } from '../schema/index.ts';
import { useDemoApp } from '../../test/use-demo.ts';

const NOW = new Date('2026-11-21T09:00:00Z');
const YEAR = 366 * 86_400_000;

const t = useDemoApp({ complexes: 3, offers: 20, photos: false, now: NOW });

type TRecord = typeof priceHistory.$inferSelect;

async function chains(key: 'cellId' | 'offerId') {
  const rows = await t.db.select().from(priceHistory).orderBy(asc(priceHistory.at), asc(priceHistory.id));
  const byItem = new Map<number, TRecord[]>();
  for (const row of rows) {
    const id = row[key];
    if (id != null) byItem.set(id, [...(byItem.get(id) ?? []), row]);
  }
  return byItem;
}

describe('[seed] the demo price history', () => {
  it('[seed] gives every unit a consistent year of history ending in its state today', async () => {
    const units = (await t.db.select().from(cells)).filter((c) => !c.disabled && c.number != null);
    const history = await chains('cellId');
    let rises = 0;
    let cuts = 0;
    let sold = 0;
    for (const unit of units) {
      const chain = history.get(unit.id);
      expect(chain, `unit ${unit.id}`).toBeDefined();
      expect(chain![0]).toMatchObject({ prevPrice: null, prevStatus: null, cause: 'seed' });
      expect(NOW.getTime() - chain![0]!.at.getTime()).toBeGreaterThan(YEAR - 8 * 86_400_000);
      chain!.forEach((record, i) => {
        expect(record.at.getTime()).toBeLessThanOrEqual(NOW.getTime());
        if (i === 0) return;
        const before = chain![i - 1]!;
        expect(record).toMatchObject({ prevPrice: before.price, prevStatus: before.status });
        if (record.price! > record.prevPrice!) rises++;
        if (record.price! < record.prevPrice!) cuts++;
        if (record.status === CellStatus.sold && record.prevStatus !== CellStatus.sold) sold++;
      });
      const last = chain!.at(-1)!;
      // Booked units end with the demo booking's own records, which the bookings seed writes after this one.
      expect({ price: last.price, status: last.status }).toEqual({ price: unit.price, status: unit.status });
    }
    expect(rises).toBeGreaterThan(units.length);
    expect(cuts).toBeGreaterThan(10);
    expect(sold).toBeGreaterThan(5);
  });

  it('[seed] gives every offer its history from draft to its status today', async () => {
    const list = await t.db.select().from(offers);
    const history = await chains('offerId');
    for (const offer of list) {
      const chain = history.get(offer.id)!;
      expect(chain[0]).toMatchObject({ status: 1, prevStatus: null });
      expect(chain[0]!.at).toEqual(offer.createdAt);
      expect(chain.at(-1)).toMatchObject({ price: offer.price, status: offer.status });
      chain.slice(1).forEach((record, i) => expect(record.prevStatus).toBe(chain[i]!.status));
    }
  });
});
