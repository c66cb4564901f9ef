import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CellStatus, Layout, NotificationType, OfferStatus } from '#shared/enums.ts';
import type { TFilterMatchPayload } from '#shared/filter-alerts.ts';
import { PrivateEvent } from '#shared/realtime.ts';
import {
  cells,
  filterAlertQueue,
  filters,
  notifications,
  priceHistory,
  sections,
  users,
  type TPriceCause,
} from '../../db/schema/index.ts';
import { type TestContext } from '../../test/app.ts';
import { useTestApp } from '../../test/use-app.ts';
import {
  actor,
  complex,
  resaleOffer,
  saleCell,
  soldCell,
  type Actor,
  type TestComplex,
} from '../../test/worlds/cabinet.ts';
import { runFilterAlerts } from './run-alerts.ts';
import { sendDigests } from './send-digests.ts';
import * as chessEditorApi from '#shared/api/chess-editor.ts';
import * as savedFiltersApi from '#shared/api/saved-filters.ts';
import * as userApi from '#shared/api/user.ts';

/** A price_history row as the product writes it (prevPrice, prevStatus), until every path writes its own. */
async function history(
  t: TestContext,
  row: Omit<typeof priceHistory.$inferInsert, 'cause'> & { cause?: TPriceCause },
) {
  await t.db.insert(priceHistory).values({ ...row, cause: row.cause ?? 'cell' });
}

const run = (t: TestContext) => runFilterAlerts({ db: t.db, realtime: t.realtime, now: t.clock.now() });

async function filterMatches(t: TestContext, who: Actor) {
  const rows = await t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, who.user.id), eq(notifications.type, NotificationType.filterMatch)));
  return rows.map((r) => ({ id: r.id, read: r.readAt !== null, ...(r.payload as TFilterMatchPayload) }));
}

async function saveFilter(t: TestContext, who: Actor, filter: object, notify?: string, name = 'Двушки') {
  const res = await t.callRaw(
    savedFiltersApi.saveFilter,
    { body: { name, filter, ...(notify ? { notify } : {}) } },
    who,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; notify: string };
}

describe('[alerts] saved-filter alerts', () => {
  const t = useTestApp();
  let buyer: Actor;
  let home: TestComplex;

  beforeAll(async () => {
    home = await complex(t, { title: 'ЖК Прибой' });
  });
  beforeEach(async () => {
    buyer = await actor(t);
    // Every test starts with an empty queue and its own buyer.
    await t.db.delete(filterAlertQueue);
    await t.db.delete(filters);
  });

  it('a new filter notifies at once by default; the subscription changes only for its owner', async () => {
    const saved = await saveFilter(t, buyer, { cntApart: [Layout.two] });
    expect(saved.notify).toBe('instant');
    const daily = await t.call(
      savedFiltersApi.updateFilterNotify,
      { params: { id: saved.id }, body: { notify: 'daily' } },
      buyer,
    );
    expect(daily.statusCode, daily.body).toBe(200);
    expect(daily.json()).toMatchObject({ id: saved.id, notify: 'daily' });

    const stranger = await actor(t);
    const refused = await t.call(
      savedFiltersApi.updateFilterNotify,
      { params: { id: saved.id }, body: { notify: 'off' } },
      stranger,
    );
    expect(refused.statusCode).toBe(404);
    const bad = await t.callRaw(
      savedFiltersApi.updateFilterNotify,
      { params: { id: saved.id }, body: { notify: 'hourly' } },
      buyer,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.failure().errors.notify[0]).toMatch(/[а-я]/i);
    expect(
      (
        await t.call(savedFiltersApi.updateFilterNotify, {
          params: { id: saved.id },
          body: { notify: 'off' },
        })
      ).statusCode,
    ).toBe(401);
    const me = await t.call(userApi.readUser, null, buyer);
    expect(me.json().user.filters[0]).toMatchObject({ id: saved.id, notify: 'daily' });
  });

  it('a price cut of at least 1 % notifies, a smaller one does not; the push carries the notification', async () => {
    const filter = await saveFilter(t, buyer, { cntApart: [Layout.two], priceTo: 50_000_000 });
    const unit = saleCell(home);
    const other = home.cells.filter((c) => c.status === CellStatus.sale)[1]!;
    const price = 9_000_000;
    await t.db
      .update(cells)
      .set({ price: price - 90_000 })
      .where(eq(cells.id, unit.id));
    await t.db
      .update(cells)
      .set({ price: price - 80_000 })
      .where(eq(cells.id, other.id));
    await history(t, {
      cellId: unit.id,
      objectId: home.object.id,
      price: price - 90_000,
      prevPrice: price,
      status: CellStatus.sale,
      prevStatus: CellStatus.sale,
    });
    await history(t, {
      cellId: other.id,
      objectId: home.object.id,
      price: price - 80_000,
      prevPrice: price,
      status: CellStatus.sale,
      prevStatus: CellStatus.sale,
    });
    t.realtime.sent.length = 0;

    const result = await run(t);
    expect(result).toMatchObject({ ran: true, queued: 2, matches: 1, notified: 1 });
    const [note] = await filterMatches(t, buyer);
    expect(note).toMatchObject({
      filterId: filter.id,
      filterName: 'Двушки',
      reason: 'priceCut',
      market: 1,
      count: 1,
      items: [
        {
          kind: 'unit',
          id: unit.id,
          cardId: home.object.id,
          title: 'ЖК Прибой',
          layout: Layout.two,
          price: price - 90_000,
          prevPrice: price,
          reason: 'priceCut',
        },
      ],
    });
    const pushed = t.realtime.sent.filter((s) => s.userId === buyer.user.id);
    expect(pushed).toEqual([
      {
        userId: buyer.user.id,
        event: PrivateEvent.Notification,
        payload: expect.objectContaining({ id: note!.id, type: 'FilterMatch' }),
      },
    ]);
    // The queue is worked off: a second run finds nothing to do.
    expect(await run(t)).toMatchObject({ ran: true, queued: 0 });
    expect(await filterMatches(t, buyer)).toHaveLength(1);
  });

  it('a unit back on sale and one put on sale for the first time; a filter on other layouts hears nothing', async () => {
    await saveFilter(t, buyer, { cntApart: [Layout.two] });
    const studios = await actor(t);
    await saveFilter(t, studios, { cntApart: [Layout.studio] });
    const back = soldCell(home, 0);
    const fresh = soldCell(home, 1);
    await t.db.update(cells).set({ status: CellStatus.sale }).where(eq(cells.id, back.id));
    await t.db.update(cells).set({ status: CellStatus.sale }).where(eq(cells.id, fresh.id));
    await history(t, {
      cellId: back.id,
      objectId: home.object.id,
      price: back.price,
      prevPrice: back.price,
      status: CellStatus.sale,
      prevStatus: CellStatus.sold,
    });
    await history(t, {
      cellId: fresh.id,
      objectId: home.object.id,
      price: fresh.price,
      prevPrice: fresh.price,
      status: CellStatus.sale,
      prevStatus: CellStatus.fund,
    });
    await run(t);
    const [note] = await filterMatches(t, buyer);
    expect(note!.items.map((i) => [i.id, i.reason]).sort()).toEqual(
      [
        [back.id, 'backOnSale'],
        [fresh.id, 'new'],
      ].sort(),
    );
    expect(await filterMatches(t, studios)).toEqual([]);
    await t.db.update(cells).set({ status: CellStatus.sold }).where(eq(cells.id, back.id));
    await t.db.update(cells).set({ status: CellStatus.sold }).where(eq(cells.id, fresh.id));
  });

  it('matches within 10 minutes fold into one notification, later ones open a new one', async () => {
    await saveFilter(t, buyer, { cntApart: [Layout.two] });
    const [a, b] = home.cells.filter((c) => c.status === CellStatus.sale);
    const cut = async (id: number, from: number, to: number) => {
      await t.db.update(cells).set({ price: to }).where(eq(cells.id, id));
      await history(t, {
        cellId: id,
        objectId: home.object.id,
        price: to,
        prevPrice: from,
        status: CellStatus.sale,
        prevStatus: CellStatus.sale,
      });
    };
    const start = t.clock.now();
    try {
      await cut(a!.id, 9_000_000, 8_800_000);
      await run(t);
      const [first] = await filterMatches(t, buyer);
      await t.db.update(notifications).set({ readAt: t.clock.now() }).where(eq(notifications.id, first!.id));

      t.clock.advance(9 * 60_000);
      t.realtime.sent.length = 0;
      await cut(b!.id, 9_000_000, 8_500_000);
      expect(await run(t)).toMatchObject({ folded: 1 });
      const folded = await filterMatches(t, buyer);
      expect(folded).toHaveLength(1);
      expect(folded[0]).toMatchObject({ id: first!.id, read: false, count: 2 });
      expect(folded[0]!.items.map((i) => i.id).sort()).toEqual([a!.id, b!.id].sort());
      // The update is pushed under the same id, so the app replaces what it shows.
      expect(t.realtime.sent).toEqual([
        expect.objectContaining({
          userId: buyer.user.id,
          payload: expect.objectContaining({ id: first!.id }),
        }),
      ]);

      t.clock.advance(2 * 60_000);
      await cut(a!.id, 8_800_000, 8_600_000);
      await run(t);
      const after = await filterMatches(t, buyer);
      expect(after).toHaveLength(2);
      expect(after.find((n) => n.id !== first!.id)).toMatchObject({
        count: 1,
        items: [{ id: a!.id, price: 8_600_000 }],
      });
    } finally {
      t.clock.set(start);
    }
  });

  it('a published section brings its units as new; nothing of an unpublished complex reaches a buyer', async () => {
    const owner = await actor(t, undefined, { abilities: ['cabinet'] });
    await saveFilter(t, buyer, { cntApart: [Layout.two] });
    const hidden = await complex(t, { title: 'ЖК Тайный', published: false, ownerId: owner.user.id });
    const unit = saleCell(hidden);
    await t.db.update(cells).set({ price: 7_000_000 }).where(eq(cells.id, unit.id));
    await history(t, {
      cellId: unit.id,
      objectId: hidden.object.id,
      price: 7_000_000,
      prevPrice: 9_000_000,
      status: CellStatus.sale,
      prevStatus: CellStatus.sale,
    });
    await t.db.insert(filterAlertQueue).values({ source: 'complex', objectId: hidden.object.id });
    await run(t);
    expect(await filterMatches(t, buyer)).toEqual([]);

    // The builder publishes a section of a public complex through the editor.
    const fresh = await complex(t, { title: 'ЖК Новый', ownerId: owner.user.id });
    await t.db.update(sections).set({ published: false }).where(eq(sections.id, fresh.sectionId));
    await t.db.delete(filterAlertQueue);
    const [section] = await t.db.select().from(sections).where(eq(sections.id, fresh.sectionId));
    const res = await t.call(
      chessEditorApi.updateSection,
      {
        params: { pid: fresh.pavilionId, sid: section!.id },
        body: {
          published: true,
          version: section!.version,
        },
      },
      owner,
    );
    expect(res.statusCode, res.body).toBe(200);
    await run(t);
    const [note] = await filterMatches(t, buyer);
    const onSale = fresh.cells.filter((c) => c.status === CellStatus.sale).map((c) => c.id);
    expect(note).toMatchObject({ reason: 'new', count: onSale.length });
    expect(note!.items.map((i) => i.id).sort()).toEqual(onSale.sort());
    expect(note!.items.every((i) => i.cardId === fresh.object.id)).toBe(true);
  });

  it('a resale offer activated or cut matches a secondary-market filter only', async () => {
    const seller = await actor(t);
    await saveFilter(t, buyer, { market: 2, priceTo: 12_000_000 }, undefined, 'Вторичка');
    const primary = await actor(t);
    await saveFilter(t, primary, {});
    const offer = await resaleOffer(t, seller, { price: 11_000_000 });
    await history(t, {
      offerId: offer.id,
      price: 11_000_000,
      status: OfferStatus.active,
      prevStatus: OfferStatus.draft,
      cause: 'offer',
    });
    await run(t);
    const [note] = await filterMatches(t, buyer);
    expect(note).toMatchObject({
      market: 2,
      reason: 'new',
      items: [{ kind: 'offer', id: offer.id, cardId: offer.id }],
    });
    expect(await filterMatches(t, primary)).toEqual([]);
  });

  it('«Не уведомлять» hears nothing; «Раз в день» waits for one Russian digest at 09:00 Moscow, sent once', async () => {
    const quiet = await actor(t);
    await saveFilter(t, quiet, { cntApart: [Layout.two] }, 'off');
    await t.db
      .update(users)
      .set({ email: 'buyer@example.ru', emailVerifiedAt: t.clock.now() })
      .where(eq(users.id, buyer.user.id));
    await saveFilter(t, buyer, { cntApart: [Layout.two] }, 'daily', 'Двушки у моря');
    const unit = saleCell(home);
    const start = t.clock.now();
    try {
      t.clock.set('2026-11-22T04:00:00Z'); // 07:00 in Moscow
      await t.db.update(cells).set({ price: 8_000_000 }).where(eq(cells.id, unit.id));
      await history(t, {
        cellId: unit.id,
        objectId: home.object.id,
        price: 8_000_000,
        prevPrice: 8_600_000,
        status: CellStatus.sale,
        prevStatus: CellStatus.sale,
      });
      expect(await run(t)).toMatchObject({ digested: 1, notified: 0 });
      expect(await filterMatches(t, buyer)).toEqual([]);
      expect(await filterMatches(t, quiet)).toEqual([]);

      const digest = () =>
        sendDigests({
          db: t.db,
          mail: t.mail,
          now: t.clock.now(),
          baseUrl: 'https://kvartal.example',
          unsubscribe: { secret: t.app.env.APP_SECRET, mailbox: null },
        });
      const before = t.mail.sent.length;
      expect(await digest()).toEqual([]);
      t.clock.set('2026-11-22T06:00:00Z'); // 09:00 in Moscow
      expect(await digest()).toEqual([buyer.user.id]);
      const letter = t.mail.last('buyer@example.ru')!;
      expect(letter.subject).toBe('Квартал: 1 совпадение по вашим фильтрам');
      expect(letter.text).toContain('Фильтр «Двушки у моря»');
      expect(letter.text).toContain('ЖК Прибой, 2-комнатная');
      expect(letter.text.replace(/\s/g, ' ')).toMatch(/8 000 000 ₽ \(было 8 600 000 ₽\) — Цена снижена/);
      expect(letter.text).toContain(`https://kvartal.example/feed?alert=`);
      // Not twice the same day, nothing when there is nothing new.
      t.clock.set('2026-11-22T07:00:00Z');
      expect(await digest()).toEqual([]);
      t.clock.set('2026-11-23T06:30:00Z');
      expect(await digest()).toEqual([]);
      expect(t.mail.sent.length).toBe(before + 1);
    } finally {
      t.clock.set(start);
    }
  });
});
