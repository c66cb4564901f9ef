// Builder analytics on a small fixture checked by hand: ЖК «Бриз» has 6 two-room units on sale (2 floors × 3
// risers: 30 м² for 12 000 000 ₽, 42.5 м² for 17 000 000 ₽, 55 м² for 22 000 000 ₽). Unit «1» (30 м²,
// 12 000 000 ₽) is sold on Wednesday 11.03.2026 at 10:00 Moscow time; the clock stands at 18.03.2026.
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CellStatus } from '#shared/enums.ts';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import { buildDealWorld, type DealWorld } from '../../test/worlds/deals.ts';
import { analyticsViews, cells, companyMembers, priceHistory } from '../../db/schema/index.ts';
import { runAnalyticsRollup } from './rollup.ts';
import * as priceHistoryApi from '#shared/api/price-history.ts';
import * as realtyApi from '#shared/api/realty.ts';
import * as savedFiltersApi from '#shared/api/saved-filters.ts';
import * as analyticsApi from '#shared/api/analytics.ts';
import type { EndpointDef } from '#shared/api/endpoint.ts';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
type Who = { headers: { authorization: string } };

let t: TestContext;
let w: DealWorld;

/** Reports are read in a browser (a bare client is counted apart). */
const browser = { headers: { 'user-agent': BROWSER } };
const reports = [
  analyticsApi.getAnalyticsStock,
  analyticsApi.getAnalyticsPace,
  analyticsApi.getAnalyticsPrices,
  analyticsApi.getAnalyticsFunnel,
  analyticsApi.getAnalyticsDemand,
];

beforeEach(async () => {
  t = await buildTestApp();
  t.clock.set('2026-03-18T09:00:00Z');
  w = await buildDealWorld(t);
  // The units were there from the new year on (the factory stamps them with the real time).
  await t.db
    .update(cells)
    .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
    .where(eq(cells.objectId, w.objectId));
  const unit = w.unit['1']!;
  await t.db.update(cells).set({ status: CellStatus.sold }).where(eq(cells.id, unit));
  await t.db.insert(priceHistory).values({
    cellId: unit,
    objectId: w.objectId,
    at: new Date('2026-03-11T07:00:00Z'),
    price: 12_000_000,
    status: CellStatus.sold,
    prevPrice: 12_000_000,
    prevStatus: CellStatus.sale,
    cause: 'booking',
  });
});
afterEach(() => t.close());

describe('[analytics] builder analytics', () => {
  it('[analytics] a unit sold on a known day is in that week’s pace and on sale in the stock of the day before', async () => {
    const pace = await t.call(
      analyticsApi.getAnalyticsPace,
      { query: { objectId: w.objectId, from: '2026-03-02', to: '2026-03-15', by: 'week' } },
      w.builder,
      browser,
    );
    expect(pace.statusCode, pace.body).toBe(200);
    const body = pace.json();
    expect(body.periods).toEqual([
      { start: '2026-03-02', sold: 0, soldAmount: 0, soldArea: 0, reserved: 0 },
      { start: '2026-03-09', sold: 1, soldAmount: 12_000_000, soldArea: 30, reserved: 0 },
    ]);
    expect(body.totals).toEqual({ sold: 1, soldAmount: 12_000_000, reserved: 0 });
    expect(body.previous).toEqual({ sold: 0, soldAmount: 0, reserved: 0 });
    // 5 on sale; 1 sold in the last 8 weeks: 0.1 a week, 50 weeks of stock.
    expect(body.onSale).toBe(5);
    expect(body.weeklyPace).toBe(0.1);
    expect(body.weeksLeft).toBe(50);
    // 12 and 17 M ₽ are the 12–20 M band (3): 1 sold of it, 3 still on sale («4», «2», «5»): 25 %.
    expect(body.absorption).toContainEqual({ cntApart: 3, band: 3, sold: 1, onSale: 3, share: 25 });

    const stockOn = async (at: string) =>
      (
        await t.call(
          analyticsApi.getAnalyticsStock,
          { query: { objectId: w.objectId, at } },
          w.builder,
          browser,
        )
      ).json();
    const before = await stockOn('2026-03-10');
    expect(before.total.total).toEqual({ count: 6, area: 255, amount: 102_000_000 });
    expect(before.total.statuses).toEqual([
      { status: CellStatus.sale, count: 6, area: 255, amount: 102_000_000 },
    ]);
    const after = await stockOn('2026-03-11');
    expect(after.total.statuses).toContainEqual({
      status: CellStatus.sold,
      count: 1,
      area: 30,
      amount: 12_000_000,
    });
    const today = (await t.call(analyticsApi.getAnalyticsStock, null, w.builder, browser)).json();
    expect(today.groups.complex).toHaveLength(1);
    expect(today.groups.rooms[0]).toMatchObject({ title: '2-комнатная', total: { count: 6 } });
    expect(today.groups.floors[0]).toMatchObject({ title: '1–3', total: { count: 6 } });

    // The rollup holds the day now; the answer stays the same.
    expect((await runAnalyticsRollup({ db: t.db, now: t.clock.now() })).ran).toBe(true);
    const rolled = (
      await t.call(
        analyticsApi.getAnalyticsPace,
        { query: { objectId: w.objectId, from: '2026-03-02', to: '2026-03-15', by: 'month' } },
        w.builder,
        browser,
      )
    ).json();
    expect(rolled.periods).toEqual([
      { start: '2026-03-01', sold: 1, soldAmount: 12_000_000, soldArea: 30, reserved: 0 },
    ]);
  });

  it('[analytics] counts views of the complex and its units, leaving out bots and the builder’s own staff', async () => {
    const open = (who: Who, ua: string) =>
      t.call(realtyApi.getObject, { params: { id: w.objectId }, body: {} }, who, {
        headers: { 'user-agent': ua },
      });
    expect((await open(w.buyer, BROWSER)).statusCode).toBe(200);
    expect((await open(w.agent, BROWSER)).statusCode).toBe(200);
    await open(w.buyer, 'Mozilla/5.0 (compatible; YandexBot/3.0)');
    await open(w.builder, BROWSER);
    await open(w.manager, BROWSER);
    const card = await t.callRaw(priceHistoryApi.getCellHistory, { params: { id: w.unit['2'] } }, w.buyer, {
      headers: { 'user-agent': BROWSER },
    });
    expect(card.statusCode).toBe(200);
    await t.app.views.flush();
    const rows = await t.db.select().from(analyticsViews).where(eq(analyticsViews.objectId, w.objectId));
    expect(rows.map((r) => [r.cellId === 0 ? 'complex' : 'unit', r.source, r.views, r.day]).sort()).toEqual([
      ['complex', 'app', 2, '2026-03-18'],
      ['unit', 'app', 1, '2026-03-18'],
    ]);
    const funnel = (
      await t.call(
        analyticsApi.getAnalyticsFunnel,
        { query: { from: '2026-03-01', to: '2026-03-18', by: 'source' } },
        w.builder,
        browser,
      )
    ).json();
    expect(funnel.total).toMatchObject({ views: 2, unitViews: 1 });
    expect(funnel.rows).toContainEqual(
      expect.objectContaining({ key: 'app', title: 'Приложение', views: 2 }),
    );
  });

  it('[analytics] demand: saved filters matching the stock and the buyers behind them, as counts only', async () => {
    const save = (who: Who, filter: object) =>
      t.call(savedFiltersApi.saveFilter, { body: { name: 'Фильтр', filter } }, who);
    expect((await save(w.buyer, { market: 1, cntApart: [3], priceTo: 18_000_000 })).statusCode).toBe(200);
    expect((await save(w.agent, { market: 1, cntApart: [3] })).statusCode).toBe(200);
    const res = await t.call(
      analyticsApi.getAnalyticsDemand,
      { query: { objectId: w.objectId } },
      w.builder,
      browser,
    );
    expect(res.statusCode, res.body).toBe(200);
    const bands = res.json().bands;
    // 17 000 000 ₽ (band 3, units «2» and «5»; «1», sold, is in it too) matches both filters; 22 000 000 ₽ one.
    expect(bands).toContainEqual(
      expect.objectContaining({ cntApart: 3, band: 3, onSale: 3, filters: 2, buyers: 2 }),
    );
    expect(bands).toContainEqual(
      expect.objectContaining({ cntApart: 3, band: 4, onSale: 2, filters: 1, buyers: 1 }),
    );
    expect(res.body).not.toContain(w.buyer.user.phone);
  });

  it('[analytics] the plan is saved per month, a stale version is 409 and the pace shows it beside the fact', async () => {
    const put = (who: Who, payload: object) =>
      t.callRaw(analyticsApi.putAnalyticsPlan, { body: payload }, who);
    const first = await put(w.builder, {
      objectId: w.objectId,
      month: '2026-03',
      units: 4,
      amount: 60_000_000,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      objectId: w.objectId,
      month: '2026-03',
      units: 4,
      amount: 60_000_000,
      version: 1,
    });
    const second = await put(w.builder, {
      objectId: w.objectId,
      month: '2026-03',
      units: 5,
      amount: 70_000_000,
      version: 1,
    });
    expect(second.json().version).toBe(2);
    const stale = await put(w.builder, {
      objectId: w.objectId,
      month: '2026-03',
      units: 6,
      amount: 1,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    const pace = (
      await t.call(
        analyticsApi.getAnalyticsPace,
        { query: { from: '2026-03-01', to: '2026-03-18' } },
        w.builder,
        browser,
      )
    ).json();
    expect(pace.plan).toEqual([
      {
        objectId: w.objectId,
        month: '2026-03',
        units: 5,
        amount: 70_000_000,
        version: 2,
        soldUnits: 1,
        soldAmount: 12_000_000,
      },
    ]);
    const bad = await put(w.builder, { objectId: w.objectId, month: '2026-13', units: -1, amount: 'много' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.failure().errors).sort()).toEqual(['amount', 'month', 'units']);
    expect(Object.values(bad.failure().errors).flat().join(' ')).toMatch(/[а-я]/i);
    expect(
      (await put(w.otherBuilder, { objectId: w.objectId, month: '2026-03', units: 1, amount: 1 })).statusCode,
    ).toBe(404);
  });

  it('[analytics] only the company’s owner and members with analytics; foreign complexes are NotFound', async () => {
    // The manager holds bookings only: refused; given analytics, let in.
    expect((await t.call(analyticsApi.getAnalyticsStock, null, w.manager, browser)).statusCode).toBe(403);
    await t.db
      .update(companyMembers)
      .set({ permissions: ['bookings', 'analytics'] })
      .where(and(eq(companyMembers.userId, w.manager.user.id), eq(companyMembers.companyId, w.companyId)));
    expect((await t.call(analyticsApi.getAnalyticsStock, null, w.manager, browser)).statusCode).toBe(200);
    for (const who of [w.agent, w.buyer, w.head]) {
      for (const report of reports) {
        expect((await t.call(report, null, who, browser)).statusCode, report.path).toBe(403);
      }
    }
    // Another builder: their own complex is theirs; ours is NotFound, in every report and export.
    expect(
      (
        await t.call(
          analyticsApi.getAnalyticsStock,
          { query: { objectId: w.otherObjectId } },
          w.otherBuilder,
          browser,
        )
      ).statusCode,
    ).toBe(200);
    for (const report of reports) {
      expect(
        (await t.call(report, { query: { objectId: w.objectId } }, w.otherBuilder, browser)).statusCode,
        report.path,
      ).toBe(404);
    }
    expect(
      (
        await t.call(
          analyticsApi.exportAnalyticsXlsx,
          { query: { report: 'stock', objectId: w.objectId } },
          w.otherBuilder,
          browser,
        )
      ).statusCode,
    ).toBe(404);
    const theirs = (await t.call(analyticsApi.getAnalyticsStock, null, w.otherBuilder, browser)).json();
    expect(theirs.groups.complex.map((c: { key: string }) => Number(c.key))).toEqual([w.otherObjectId]);
  });

  it('[analytics] a period over five years, a malformed or future date: 422 in Russian', async () => {
    const cases: [EndpointDef, Record<string, string>, string][] = [
      [analyticsApi.getAnalyticsPace, { from: '2020-01-01', to: '2026-03-01' }, 'to'],
      [analyticsApi.getAnalyticsFunnel, { from: '2026-02-30' }, 'from'],
      [analyticsApi.getAnalyticsPrices, { to: '18.03.2026' }, 'to'],
      [analyticsApi.getAnalyticsPace, { from: '2026-03-10', to: '2026-03-01' }, 'from'],
      [analyticsApi.getAnalyticsStock, { at: '2026-04-01' }, 'at'],
      [analyticsApi.getAnalyticsPace, { by: 'year' }, 'by'],
      [analyticsApi.exportAnalyticsXlsx, { report: 'everything' }, 'report'],
    ];
    for (const [descriptor, query, field] of cases) {
      const res = await t.callRaw(descriptor, { query }, w.builder, browser);
      const label = `${descriptor.path} ${JSON.stringify(query)}`;
      expect(res.statusCode, label).toBe(422);
      expect(Object.keys(res.json().errors), label).toContain(field);
      expect(Object.values(res.json().errors).flat().join(' '), label).toMatch(/[а-я]/i);
    }
  });

  it('[analytics] exports read back: XLSX sheets with the figures, CSV with a BOM and «;»', async () => {
    const xlsx = await t.call(
      analyticsApi.exportAnalyticsXlsx,
      { query: { report: 'pace', from: '2026-03-02', to: '2026-03-15', by: 'week' } },
      w.builder,
      browser,
    );
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Темп продаж');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'С',
      'Продано',
      'Выручка',
      'Площадь',
      'Забронировано',
    ]);
    expect(sheet.getRow(3).values).toEqual([undefined, '2026-03-09', 1, 12_000_000, 30, 0]);

    const stock = await t.call(
      analyticsApi.exportAnalyticsXlsx,
      { query: { report: 'stock', at: '2026-03-10' } },
      w.builder,
      browser,
    );
    const stockBook = new ExcelJS.Workbook();
    await stockBook.xlsx.load(stock.rawPayload as unknown as ArrayBuffer);
    expect(stockBook.worksheets.map((s) => s.name)).toEqual([
      'Комплексы',
      'Корпуса',
      'Секции',
      'Комнатность',
      'Этажи',
    ]);
    expect(stockBook.worksheets[0]!.getRow(2).values).toEqual(
      expect.arrayContaining(['ЖК «Бриз»', 6, 255, 102_000_000]),
    );

    const csv = await t.call(
      analyticsApi.exportAnalyticsCsv,
      { query: { report: 'funnel', by: 'manager' } },
      w.builder,
      browser,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFFВоронка\r\nПо менеджерам;Просмотры ЖК;')).toBe(true);
  });
});
