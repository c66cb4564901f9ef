// Plan images of the import: file names from an uploaded ZIP and URLs from a local server (an image, one that
// hangs, one that is not an image, a 404, a private address), stored once per source by the outbox after the apply.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import * as api from '#shared/api/inventory-import.ts';
import type { TImportPreview } from '#shared/schemas/inventory-import.ts';
import {
  cells,
  images,
  importPlanFiles,
  importPlanImages,
  inventoryImports,
  objects,
  outbox,
} from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { useLocalServer } from '../../test/use-local-server.ts';
import { picture } from '../../test/worlds/backoffice.ts';
import {
  applyImportId,
  buildImportWorld,
  fileError,
  problemsOf,
  unitRow,
  uploadImport,
  xlsxOf,
  type ImportWorld,
} from '../../test/worlds/inventory-import.ts';
import { zip as zipOf } from '../../db/seed/files/zip.ts';
import { createComplex } from '../../db/seed/create-complex.ts';
import { drainOutbox, registerOutboxChannel } from '../outbox/index.ts';
import { planChannel } from './plan-channel.ts';
import { PLAN_CHANNEL } from './plan-queue.ts';

const t = useTestApp({ WEBHOOKS_ALLOW_PRIVATE: '1' });
let w: ImportWorld;
const hits = new Map<string, number>();
let png: Buffer;
let jpeg: Buffer;
const planServer = useLocalServer((req, res) => {
  hits.set(req.url ?? '', (hits.get(req.url ?? '') ?? 0) + 1);
  if (req.url === '/hang.png') return; // never answers
  if (req.url === '/plan.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(png);
  if (req.url === '/moved.png') return res.writeHead(302, { location: '/plan.png' }).end();
  if (req.url === '/text.png') return res.writeHead(200, { 'content-type': 'image/png' }).end('не картинка');
  res.writeHead(404).end();
});

beforeAll(async () => {
  w = await buildImportWorld(t);
  png = await picture(320, 240, 'png');
  jpeg = await picture(300, 200, 'jpeg');
  // The hanging server is given up on quickly here; the real limit is IMPORT_LIMITS.planSeconds.
  channel(true);
});

const channel = (allowPrivate: boolean) =>
  registerOutboxChannel(PLAN_CHANNEL, planChannel({ storage: t.storage, allowPrivate, timeoutMs: 400 }));
const drain = () => drainOutbox({ db: t.db, now: () => t.clock.now() });

async function emptyComplex(title: string): Promise<number> {
  const [home] = await t.db
    .select({ companyId: objects.companyId })
    .from(objects)
    .where(eq(objects.id, w.objectId));
  const { object } = await createComplex(t.db, t.storage, {
    object: { title, ownerId: w.builder.user.id, companyId: home!.companyId },
    pavilions: [],
  });
  return object.id;
}

async function plansOf(objectId: number) {
  return t.db
    .select({ number: cells.number, planImageId: cells.planImageId })
    .from(cells)
    .where(and(eq(cells.objectId, objectId), isNotNull(cells.number)))
    .orderBy(cells.number);
}

async function previewAndApply(objectId: number, data: Buffer, filename: string) {
  const res = await uploadImport(t, w.builder, objectId, data, filename);
  expect(res.statusCode).toBe(200);
  const preview = res.json() as TImportPreview;
  expect(preview.problems).toEqual([]);
  const applied = await applyImportId(t, w.builder, preview.importId);
  expect(applied.statusCode).toBe(200);
  return preview;
}

describe('[import] plans from a ZIP', () => {
  it('[import] a file name missing from the archive is the row’s problem; a plain table naming files too', async () => {
    const table = await xlsxOf([
      unitRow({ floor: 1, number: '1', plan: '1k-41.png' }),
      unitRow({ floor: 1, number: '2', plan: '1k-42.png' }),
      unitRow({ floor: 1, number: '3', plan: 'readme.txt' }),
    ]);
    const zip = zipOf([
      { name: 'квартиры.xlsx', data: table },
      { name: 'планы/1K-41.PNG', data: png },
      { name: 'планы/readme.txt', data: Buffer.from('текст') },
    ]);
    const res = await uploadImport(t, w.builder, w.emptyObjectId, zip, 'импорт.zip');
    expect(res.statusCode).toBe(200);
    expect(problemsOf(res)).toEqual([
      'Строка 3: файл плана «1k-42.png» не найден в архиве',
      'Строка 4: файл плана «readme.txt» не найден в архиве',
    ]);
    expect(res.json()).toMatchObject({ canApply: false });
    const bare = await uploadImport(t, w.builder, w.emptyObjectId, table, 'квартиры.xlsx');
    expect(problemsOf(bare)[0]).toBe(
      'Строка 2: файл плана «1k-41.png»: загрузите ZIP-архив, в котором таблица и файлы планов, или укажите ссылку http(s)',
    );
    const notImage = zipOf([
      { name: 'квартиры.xlsx', data: await xlsxOf([unitRow({ floor: 1, number: '1', plan: 'a.png' })]) },
      { name: 'a.png', data: Buffer.from('<svg/>') },
    ]);
    expect(problemsOf(await uploadImport(t, w.builder, w.emptyObjectId, notImage, 'a.zip'))).toEqual([
      'Строка 2: файл плана «a.png» — не картинка JPEG, PNG, WebP или GIF',
    ]);
  });

  it('[import] the plans of an applied ZIP are stored once per picture and set on the units; the kept copies go', async () => {
    const objectId = await emptyComplex('ЖК «Планы»');
    const zip = zipOf([
      {
        name: 'квартиры.xlsx',
        data: await xlsxOf([
          unitRow({ floor: 1, number: '1', plan: '1k-41.png' }),
          unitRow({ floor: 1, number: '2', plan: 'планы/1K-41.png' }),
          unitRow({ floor: 2, number: '3', plan: 'same-as-41.png' }),
          unitRow({ floor: 2, number: '4', plan: '2k.jpg' }),
          unitRow({ floor: 2, number: '5' }),
        ]),
      },
      { name: 'планы/1k-41.png', data: png },
      { name: 'same-as-41.png', data: png },
      { name: '2k.jpg', data: jpeg },
    ]);
    const preview = await previewAndApply(objectId, zip, 'импорт.zip');
    expect(preview.plans).toEqual({ units: 4, images: 2, toStore: 2 });
    expect(
      await t.db.select().from(importPlanFiles).where(eq(importPlanFiles.importId, preview.importId)),
    ).toHaveLength(2);
    // Nothing downloaded inside the apply: the units have no plans until the outbox runs.
    expect((await plansOf(objectId)).every((c) => c.planImageId === null)).toBe(true);
    await drain();
    const after = await plansOf(objectId);
    const [one, two, three, four, five] = after;
    expect(one!.planImageId).not.toBeNull();
    expect(two!.planImageId).toBe(one!.planImageId);
    expect(three!.planImageId).toBe(one!.planImageId);
    expect(four!.planImageId).not.toBe(one!.planImageId);
    expect(five!.planImageId).toBeNull();
    const stored = await t.db.select().from(images).where(eq(images.id, four!.planImageId!));
    expect(stored[0]).toMatchObject({ width: 300, height: 200 });
    expect(
      await t.db.select().from(importPlanFiles).where(eq(importPlanFiles.importId, preview.importId)),
    ).toEqual([]);
    const [run] = await t.db.select().from(inventoryImports).where(eq(inventoryImports.id, preview.importId));
    expect(run!.plans).toEqual({ total: 2, stored: 2, failed: 0, issues: [] });

    // The same archive again: nothing to store, nothing to set — nothing to apply.
    const again = await uploadImport(t, w.builder, objectId, zip, 'импорт.zip');
    expect(again.json()).toMatchObject({ canApply: false, plans: { units: 4, images: 2, toStore: 0 } });
  });

  it('[import] archives that unpack too far, lie about their sizes or hold no table are refused in Russian', async () => {
    const table = await xlsxOf([unitRow({ floor: 1, number: '1' })]);
    const zeros = Buffer.alloc(4 * 1024 * 1024);
    const ratio = zipOf([
      { name: 'квартиры.xlsx', data: table },
      { name: 'big.png', data: zeros },
    ]);
    const declared = zipOf([
      { name: 'квартиры.xlsx', data: table },
      { name: 'a.png', data: png, declare: 300 * 1024 * 1024 },
    ]);
    const text =
      'Архив распаковывается больше чем в 200 МБ или сжат подозрительно сильно — похоже на повреждённый или подложный файл';
    expect(fileError(await uploadImport(t, w.builder, w.emptyObjectId, ratio, 'a.zip'))).toBe(text);
    expect(fileError(await uploadImport(t, w.builder, w.emptyObjectId, declared, 'a.zip'))).toBe(text);
    // The header says 100 bytes; the entry unpacks to more and is cut there.
    const lying = zipOf([
      { name: 'квартиры.csv', data: Buffer.from('Корпус;Секция;Этаж;Номер\n'.repeat(200)), declare: 100 },
    ]);
    expect(fileError(await uploadImport(t, w.builder, w.emptyObjectId, lying, 'a.zip'))).toBe(text);
    const noTable = zipOf([{ name: 'a.png', data: png }]);
    expect(fileError(await uploadImport(t, w.builder, w.emptyObjectId, noTable, 'a.zip'))).toBe(
      'В архиве нет таблицы XLSX или CSV',
    );
    const two = zipOf([
      { name: 'a.csv', data: Buffer.from('x') },
      { name: 'b.xlsx', data: table },
    ]);
    expect(fileError(await uploadImport(t, w.builder, w.emptyObjectId, two, 'a.zip'))).toBe(
      'В архиве несколько таблиц (a.csv, b.xlsx) — оставьте одну',
    );
    expect((await uploadImport(t, w.otherBuilder, w.emptyObjectId, declared, 'a.zip')).statusCode).toBe(404);
  });
});

describe('[import] plans by URL', () => {
  it('[import] each distinct URL is downloaded once after the apply; failures go to the log in Russian, the import stays applied', async () => {
    const objectId = await emptyComplex('ЖК «Ссылки»');
    const rows = [
      unitRow({ floor: 1, number: '1', plan: `${planServer.origin}/plan.png` }),
      unitRow({ floor: 1, number: '2', plan: `${planServer.origin}/plan.png` }),
      unitRow({ floor: 1, number: '3', plan: `${planServer.origin}/hang.png` }),
      unitRow({ floor: 2, number: '4', plan: `${planServer.origin}/text.png` }),
      unitRow({ floor: 2, number: '5', plan: `${planServer.origin}/gone.png` }),
      unitRow({ floor: 2, number: '6', plan: `${planServer.origin}/moved.png` }),
      unitRow({ floor: 2, number: '7', plan: `${planServer.origin}/gone.png` }),
    ];
    const preview = await previewAndApply(objectId, await xlsxOf(rows), 'квартиры.xlsx');
    expect(preview.plans).toEqual({ units: 7, images: 5, toStore: 5 });
    expect(hits.get('/plan.png') ?? 0).toBe(0);
    await drain();
    expect(hits.get('/plan.png')).toBe(2); // once itself, once behind the redirect
    const plans = await plansOf(objectId);
    const byNumber = Object.fromEntries(plans.map((p) => [p.number, p.planImageId]));
    expect(byNumber['1']).not.toBeNull();
    expect(byNumber['2']).toBe(byNumber['1']);
    expect(byNumber['6']).not.toBeNull();
    for (const n of ['3', '4', '5', '7']) expect(byNumber[n]).toBeNull();

    const log = await t.call(api.listImports, { query: { objectId } }, w.builder);
    const [run] = log.json().data;
    expect(run).toMatchObject({ state: 'applied', plans: { total: 5, stored: 2, failed: 3 } });
    expect([...run!.plans!.issues].sort()).toEqual([
      'План кв. 3: адрес не отвечает',
      'План кв. 4: по адресу не картинка JPEG, PNG, WebP или GIF',
      'План кв. 5 и ещё 1: сервер ответил 404',
    ]);

    // Re-import with the same URLs and a new price: the stored ones are not fetched again, the failed ones are.
    rows[0] = unitRow({ floor: 1, number: '1', plan: `${planServer.origin}/plan.png`, price: 5_000_000 });
    await previewAndApply(objectId, await xlsxOf(rows), 'квартиры.xlsx');
    await drain();
    expect(hits.get('/plan.png')).toBe(2);
    expect(hits.get('/gone.png')).toBe(2);
    const queued = await t.db.select().from(outbox).where(eq(outbox.channel, PLAN_CHANNEL));
    expect(queued.every((o) => o.state === 'done')).toBe(true);
  });

  it('[import] a private address is refused unless the operator allows it', async () => {
    const objectId = await emptyComplex('ЖК «Сеть»');
    channel(false);
    try {
      await previewAndApply(
        objectId,
        await xlsxOf([unitRow({ floor: 1, number: '1', plan: `${planServer.origin}/plan.png` })]),
        'квартиры.xlsx',
      );
      const before = hits.get('/plan.png');
      await drain();
      expect(hits.get('/plan.png')).toBe(before);
      const [row] = await t.db.select().from(importPlanImages).where(eq(importPlanImages.objectId, objectId));
      expect(row).toMatchObject({ state: 'failed', error: 'адрес ведёт во внутреннюю сеть', imageId: null });
    } finally {
      channel(true);
    }
  });
});
