// The inventory import through the API: the template, a dry run that writes nothing, its apply filling the
// chessboard, re-import by number and by external id, conflicts with bookings, a stale apply, and strangers.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { CellStatus, Layout } from '#shared/enums.ts';
import { formatPrice } from '#shared/format.ts';
import type { TImportPreview } from '#shared/schemas/inventory-import.ts';
import {
  cells,
  inventoryImports,
  pavilions,
  priceHistory,
  sections,
  unitImportKeys,
} from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import {
  applyImportId,
  buildImportWorld,
  unitRow,
  uploadImport,
  xlsxOf,
  type ImportWorld,
} from '../../test/worlds/inventory-import.ts';
import * as inventoryImportApi from '#shared/api/inventory-import.ts';
import { book } from '../../test/worlds/bookings.ts';

const t = useTestApp({ WEBHOOKS_ALLOW_PRIVATE: '1' });
let w: ImportWorld;

beforeAll(async () => {
  w = await buildImportWorld(t);
});

const newComplexRows = () => [
  unitRow({
    building: 'Корпус А',
    section: 'Секция 1',
    floor: 2,
    number: '3',
    rooms: 2,
    area: '54,2',
    price: '7 500 000',
    status: 'в продаже',
    externalId: 'PB-3',
  }),
  unitRow({
    building: 'Корпус А',
    section: 'Секция 1',
    floor: 1,
    number: '1',
    rooms: 'студия',
    area: 24.5,
    price: 3_900_000,
    status: 'Продано',
    externalId: 'PB-1',
  }),
  unitRow({
    building: 'Корпус А',
    section: 'Секция 1',
    floor: 1,
    number: '2',
    rooms: 1,
    area: 38,
    price: 5_100_000,
    externalId: 'PB-2',
  }),
  unitRow({
    building: 'Корпус А',
    section: 'Секция 2',
    floor: 1,
    number: '10',
    rooms: 3,
    area: 80,
    price: 11_000_000,
    status: 'Бронь',
    layout: '3Е-80',
    externalId: 'PB-10',
  }),
];

async function preview(who = w.builder, objectId = w.emptyObjectId, data?: Buffer) {
  const res = await uploadImport(t, who, objectId, data ?? (await xlsxOf(newComplexRows())));
  return res;
}

describe('[import] template', () => {
  it('[import] the template has the Russian headers and a sheet explaining the columns and statuses', async () => {
    const res = await t.call(inventoryImportApi.importTemplate, null, w.builder);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const [units, notes] = book.worksheets;
    expect(units!.getRow(1).values).toEqual([
      undefined,
      'Корпус',
      'Секция',
      'Этаж',
      'Номер',
      'Комнат',
      'Площадь',
      'Цена',
      'Статус',
      'Планировка',
      'План',
      'Внешний id',
    ]);
    const noteTexts = notes!
      .getSheetValues()
      .flat()
      .filter((v) => typeof v === 'string');
    expect(noteTexts).toContain('Фонд застройщика');
    expect(noteTexts).toContain('Допустимые статусы');
    // The template itself reads back without a problem: two example rows for a new section.
    const back = await uploadImport(t, w.builder, w.emptyObjectId, Buffer.from(res.rawPayload));
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ create: 2, problems: [], canApply: true });
  });

  it('[import] the template is for the back-office: a buyer gets 403', async () => {
    const res = await t.call(inventoryImportApi.importTemplate, null, w.buyer);
    expect(res.statusCode).toBe(403);
  });
});

describe('[import] dry run and apply', () => {
  it('[import] a dry run counts per building and section and writes nothing', async () => {
    const res = await preview();
    expect(res.statusCode).toBe(200);
    const body = res.json<TImportPreview>();
    expect(body).toMatchObject({
      rows: 4,
      create: 4,
      update: 0,
      remove: 0,
      conflicts: [],
      problems: [],
      canApply: true,
    });
    expect(body.sections).toEqual([
      { building: 'Корпус А', section: 'Секция 1', isNew: true, create: 3, update: 0, remove: 0, keep: 0 },
      { building: 'Корпус А', section: 'Секция 2', isNew: true, create: 1, update: 0, remove: 0, keep: 0 },
    ]);
    expect(body.firstRows[0]).toMatchObject({
      row: 2,
      action: 'create',
      number: '3',
      area: 54.2,
      price: 7_500_000,
      rooms: '2к',
    });
    expect(await t.db.select().from(cells).where(eq(cells.objectId, w.emptyObjectId))).toEqual([]);
  });

  it('[import] apply builds the buildings, sections and floors, fills the units and writes price history', async () => {
    const body = (await preview()).json<TImportPreview>();
    const res = await applyImportId(t, w.builder, body.importId);
    expect(res.statusCode).toBe(200);
    expect(res.json().run).toMatchObject({ state: 'applied', counts: { create: 4, update: 0, remove: 0 } });
    const [building] = await t.db.select().from(pavilions).where(eq(pavilions.objectId, w.emptyObjectId));
    expect(building!.name).toBe('Корпус А');
    const secs = await t.db
      .select()
      .from(sections)
      .where(eq(sections.objectId, w.emptyObjectId))
      .orderBy(sections.sort);
    expect(secs.map((s) => [s.name, s.rowsCount, s.colsCount])).toEqual([
      ['Секция 1', 2, 2],
      ['Секция 2', 1, 1],
    ]);
    const units = await t.db
      .select()
      .from(cells)
      .where(and(eq(cells.objectId, w.emptyObjectId), eq(cells.disabled, false)));
    const byNumber = Object.fromEntries(units.map((u) => [u.number, u]));
    expect(byNumber['1']).toMatchObject({
      floor: 1,
      cntApart: Layout.studio,
      status: CellStatus.sold,
      price: 3_900_000,
      bbox: [1, 0, 2, 1],
    });
    expect(byNumber['2']).toMatchObject({
      floor: 1,
      bbox: [1, 1, 2, 2],
      squarePrice: Math.round(5_100_000 / 38),
    });
    expect(byNumber['3']).toMatchObject({ floor: 2, area: 54.2, cntApart: Layout.two, bbox: [0, 0, 1, 1] });
    expect(byNumber['10']).toMatchObject({ status: CellStatus.reserve, cntApart: Layout.three });
    // The grid place on floor 2 no unit takes is a gap.
    expect(
      await t.db
        .select()
        .from(cells)
        .where(and(eq(cells.objectId, w.emptyObjectId), eq(cells.disabled, true))),
    ).toHaveLength(1);
    const history = await t.db.select().from(priceHistory).where(eq(priceHistory.objectId, w.emptyObjectId));
    expect(history).toHaveLength(4);
    expect(new Set(history.map((h) => h.cause))).toEqual(new Set(['import']));
    const keys = await t.db.select().from(unitImportKeys).where(eq(unitImportKeys.objectId, w.emptyObjectId));
    expect(keys.find((k) => k.externalId === 'PB-10')).toMatchObject({
      layoutName: '3Е-80',
      cellId: byNumber['10']!.id,
    });
    // Applied once: a second apply of the same check is refused.
    expect((await applyImportId(t, w.builder, body.importId)).statusCode).toBe(409);
  });

  /** The new complex's file with unit PB-3 renumbered «3а» at 7 300 000 ₽. */
  const renumberedRows = () => {
    const rows = newComplexRows();
    rows[0] = unitRow({
      building: 'Корпус А',
      section: 'Секция 1',
      floor: 2,
      number: '3а',
      rooms: 2,
      area: 54.2,
      price: 7_300_000,
      externalId: 'PB-3',
    });
    return rows;
  };

  it('[import] a re-import matches by external id: a renumbered unit is updated, not created', async () => {
    const body = (
      await preview(w.builder, w.emptyObjectId, await xlsxOf(renumberedRows()))
    ).json<TImportPreview>();
    expect(body).toMatchObject({ create: 0, update: 1, remove: 0, keep: 3, canApply: true });
    expect(body.firstRows[0]).toMatchObject({
      action: 'update',
      number: '3а',
      price: 7_300_000,
      oldPrice: 7_500_000,
    });
    expect((await applyImportId(t, w.manager, body.importId)).statusCode).toBe(200);
    const [unit] = await t.db
      .select()
      .from(cells)
      .where(and(eq(cells.objectId, w.emptyObjectId), eq(cells.number, '3а')));
    expect(unit!.price).toBe(7_300_000);
    const history = await t.db
      .select()
      .from(priceHistory)
      .where(eq(priceHistory.cellId, unit!.id))
      .orderBy(priceHistory.id);
    expect(history.at(-1)).toMatchObject({
      cause: 'import',
      prevPrice: 7_500_000,
      price: 7_300_000,
      byUserId: w.manager.user.id,
    });
  });

  it('[import] a file identical to the chessboard changes nothing and cannot be applied', async () => {
    const body = (
      await preview(w.builder, w.emptyObjectId, await xlsxOf(renumberedRows()))
    ).json<TImportPreview>();
    expect(body).toMatchObject({ create: 0, update: 0, remove: 0, keep: 4, canApply: false });
  });
});

describe('[import] re-import of an existing chessboard', () => {
  // «Бриз»: Корпус 1 / Секция 1, floor 2 holds 1…3, floor 1 holds 4…6 (5 sold, 6 disabled).
  const existing = (
    changes: Record<string, Partial<Parameters<typeof unitRow>[0]>> = {},
    drop: string[] = [],
  ) =>
    [
      { number: '1', floor: 2, rooms: 'студия', area: 30, price: 12_000_000 },
      { number: '2', floor: 2, rooms: 2, area: 42.5, price: 17_000_000 },
      { number: '3', floor: 2, rooms: 2, area: 55, price: 22_000_000 },
      { number: '4', floor: 1, rooms: 'студия', area: 30, price: 12_000_000 },
      { number: '5', floor: 1, rooms: 2, area: 42.5, price: 17_000_000, status: 'Продано' },
    ]
      .filter((u) => !drop.includes(u.number))
      .map((u) => unitRow({ ...u, ...changes[u.number] }));

  it('[import] units are matched by building, section and number; missing ones are removed; nothing else moves', async () => {
    const before = await t.db.select().from(cells).where(eq(cells.sectionId, w.sectionId));
    const [section] = await t.db.select().from(sections).where(eq(sections.id, w.sectionId));
    const body = (
      await uploadImport(
        t,
        w.builder,
        w.objectId,
        await xlsxOf(existing({ '1': { price: 11_500_000 } }, ['4'])),
      )
    ).json<TImportPreview>();
    expect(body).toMatchObject({ create: 0, update: 1, remove: 1, conflicts: [], problems: [] });
    expect(body.sections).toEqual([
      { building: 'Корпус 1', section: 'Секция 1', isNew: false, create: 0, update: 1, remove: 1, keep: 3 },
    ]);
    expect((await applyImportId(t, w.builder, body.importId)).statusCode).toBe(200);
    const after = new Map(
      (await t.db.select().from(cells).where(eq(cells.sectionId, w.sectionId))).map((c) => [c.id, c]),
    );
    expect(after.get(w.unit['1']!)).toMatchObject({
      price: 11_500_000,
      squarePrice: Math.round(11_500_000 / 30),
    });
    expect(after.get(w.unit['4']!)!.disabled).toBe(true);
    for (const c of before.filter((c) => ![w.unit['1'], w.unit['4']].includes(c.id)))
      expect(after.get(c.id)!.version).toBe(c.version);
    const [sectionAfter] = await t.db.select().from(sections).where(eq(sections.id, w.sectionId));
    expect(sectionAfter!.version).toBe(section!.version + 1);
    // Back in the file, the removed unit returns.
    const again = (
      await uploadImport(t, w.builder, w.objectId, await xlsxOf(existing({ '1': { price: 11_500_000 } })))
    ).json<TImportPreview>();
    expect(again).toMatchObject({ update: 1, remove: 0 });
    expect((await applyImportId(t, w.builder, again.importId)).statusCode).toBe(200);
    const [back] = await t.db.select().from(cells).where(eq(cells.id, w.unit['4']!));
    expect(back!.disabled).toBe(false);
  });

  it('[import] a new unit takes a free place on its floor; with none it is a problem', async () => {
    const full = (
      await uploadImport(
        t,
        w.builder,
        w.objectId,
        await xlsxOf([
          ...existing({ '1': { price: 11_500_000 } }),
          unitRow({ number: '7', floor: 3, price: 1 }),
        ]),
      )
    ).json<TImportPreview>();
    expect(full.canApply).toBe(false);
    expect(full.problems).toEqual([
      {
        row: 7,
        field: 'floor',
        message:
          'Строка 7: в секции «Корпус 1, Секция 1» на этаже 3 нет свободной клетки для новой квартиры — добавьте стояк в редакторе шахматки',
      },
    ]);
  });

  it('[import] a unit under an open booking is neither re-priced nor removed: both are conflicts', async () => {
    const booked = await book(t, w.agent, {
      cellId: w.unit['3'],
      kind: 'booking',
      clientName: 'Анна Клиентова',
      clientPhone: '+7(918)123-45-67',
    });
    expect(booked.statusCode).toBe(201);
    const held = await book(t, w.otherAgent, {
      cellId: w.unit['2'],
      kind: 'booking',
      clientName: 'Борис Клиентов',
      clientPhone: '+7(918)123-45-68',
    });
    expect(held.statusCode).toBe(201);
    const body = (
      await uploadImport(
        t,
        w.builder,
        w.objectId,
        await xlsxOf(existing({ '1': { price: 11_500_000 }, '3': { price: 25_000_000 } }, ['2'])),
      )
    ).json<TImportPreview>();
    expect(body.conflicts.map((c) => [c.number, c.message])).toEqual([
      [
        '3',
        `Цена меняется с ${formatPrice(22_000_000)} на ${formatPrice(25_000_000)}, но на квартиру открыта бронь или сделка — цена останется прежней`,
      ],
      ['2', 'Квартиры нет в файле, но на неё открыта бронь или сделка — не будет снята'],
    ]);
    expect(body).toMatchObject({ remove: 0, problems: [] });
    const [before] = await t.db.select().from(cells).where(eq(cells.id, w.unit['3']!));
    if (body.canApply) expect((await applyImportId(t, w.builder, body.importId)).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(cells)
      .where(inArray(cells.id, [w.unit['2']!, w.unit['3']!]));
    for (const row of rows) {
      expect(row.disabled).toBe(false);
      expect(row.status).toBe(before!.status);
    }
    expect(rows.find((r) => r.id === w.unit['3'])!.price).toBe(22_000_000);
  });

  it('[import] an edit after the dry run makes its apply stale (409), and nothing is written', async () => {
    const body = (
      await uploadImport(t, w.builder, w.objectId, await xlsxOf(existing({ '1': { price: 10_000_000 } })))
    ).json<TImportPreview>();
    expect(body.canApply).toBe(true);
    await t.db.update(cells).set({ area: 31 }).where(eq(cells.id, w.unit['1']!));
    await t.db.execute(`update cells set version = version + 1 where id = ${w.unit['1']}`);
    const res = await applyImportId(t, w.builder, body.importId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('С момента проверки файла шахматка изменилась — проверьте файл заново');
    const [unit] = await t.db.select().from(cells).where(eq(cells.id, w.unit['1']!));
    expect(unit!.price).toBe(11_500_000);
    const [run] = await t.db.select().from(inventoryImports).where(eq(inventoryImports.id, body.importId));
    expect(run!.state).toBe('preview');
  });
});

describe('[import] who may', () => {
  it('[import] another builder gets 404 on the complex, its imports and its log; a colleague without prices 403', async () => {
    const data = await xlsxOf(newComplexRows());
    expect((await uploadImport(t, w.otherBuilder, w.objectId, data)).statusCode).toBe(404);
    expect((await uploadImport(t, w.clerk, w.objectId, data)).statusCode).toBe(403);
    expect((await uploadImport(t, w.agent, w.objectId, data)).statusCode).toBe(403);
    const mine = (await uploadImport(t, w.manager, w.emptyObjectId, data)).json<TImportPreview>();
    expect((await applyImportId(t, w.otherBuilder, mine.importId)).statusCode).toBe(404);
    expect((await applyImportId(t, w.clerk, mine.importId)).statusCode).toBe(403);
    expect((await applyImportId(t, w.otherBuilder, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    const log = (who: typeof w.builder) =>
      t.call(inventoryImportApi.listImports, { query: { objectId: w.emptyObjectId } }, who);
    expect((await log(w.otherBuilder)).statusCode).toBe(404);
    const own = await log(w.builder);
    expect(own.statusCode).toBe(200);
    expect(own.json().data[0]).toMatchObject({
      source: 'file',
      fileName: 'квартиры.xlsx',
      state: 'preview',
      by: 'Ольга Цены',
    });
    expect(
      own
        .json()
        .data.some(
          (r: { state: string; counts: { create: number } }) =>
            r.state === 'applied' && r.counts.create === 4,
        ),
    ).toBe(true);
  });
});
