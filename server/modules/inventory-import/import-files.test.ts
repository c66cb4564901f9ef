// Files that are not what they claim, feeds from a local server, and the feed schedules' job with a test clock.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { cells, importSchedules, inventoryImports, notifications } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/app.ts';
import { useTestApp } from '../../test/use-app.ts';
import { useLocalServer } from '../../test/use-local-server.ts';
import {
  buildImportWorld,
  fileError,
  HEADERS,
  problemsOf,
  unitRow,
  uploadImport,
  xlsxOf,
  type ImportWorld,
} from '../../test/worlds/inventory-import.ts';
import { runImportSchedules } from './run-schedules.ts';
import * as inventoryImportApi from '#shared/api/inventory-import.ts';

const t = useTestApp({ WEBHOOKS_ALLOW_PRIVATE: '1' });
let w: ImportWorld;
const feeds = new Map<string, { status: number; body: string; type?: string }>();
const feedServer = useLocalServer((req, res) => {
  const feed = feeds.get(req.url ?? '');
  res.writeHead(feed?.status ?? 404, { 'content-type': feed?.type ?? 'application/xml; charset=utf-8' });
  res.end(feed?.body ?? '');
});

beforeAll(async () => {
  w = await buildImportWorld(t);
});

describe('[import] bad rows', () => {
  it('[import] every row’s problem in Russian, with the row number; nothing can be applied', async () => {
    const data = await xlsxOf([
      unitRow({ floor: 3, number: '1', area: 'сорок', price: 100 }),
      unitRow({ floor: 'третий', number: '2', rooms: 'много', status: 'Свободна' }),
      unitRow({ floor: 3, number: '3', status: 'Отложена', price: -5 }),
      unitRow({ floor: 3, number: '7' }),
      unitRow({ floor: 3, number: '7' }),
      unitRow({ floor: 3, number: null, building: '' }),
    ]);
    const res = await uploadImport(t, w.builder, w.emptyObjectId, data);
    expect(res.statusCode).toBe(200);
    expect(problemsOf(res)).toEqual([
      'Строка 2: площадь «сорок» — не число',
      'Строка 3: этаж «третий» — не число',
      'Строка 3: комнат «много» — не число, не «студия» и не «св»',
      'Строка 4: цена -5 — вне допустимого (1…100000000000)',
      'Строка 4: статус «Отложена» — неизвестен; допустимы: Переуступка, Фонд застройщика, Бронь, В продаже, Продано',
      'Строка 6: квартира Корпус 1, Секция 1, № 7 повторяется (уже в строке 5)',
      'Строка 7: Корпус не указан(а)',
      'Строка 7: Номер не указан(а)',
    ]);
    expect(res.json()).toMatchObject({ canApply: false, problemsTotal: 8 });
  });

  it('[import] a formula gives its saved result; one without a result is a problem', async () => {
    const data = await xlsxOf([
      unitRow({ floor: 1, number: '1', area: 40, price: { formula: 'F2*100000', result: 4_000_000 } }),
      unitRow({ floor: 1, number: '2', area: 40, price: { formula: 'F3*100000' } }),
    ]);
    const res = await uploadImport(t, w.builder, w.emptyObjectId, data);
    expect(problemsOf(res)).toEqual([
      'Строка 3: Цена: в ячейке формула без сохранённого значения — сохраните файл в Excel или вставьте значения',
    ]);
  });

  it('[import] a table without the required columns is refused naming them', async () => {
    const res = await uploadImport(
      t,
      w.builder,
      w.emptyObjectId,
      await xlsxOf([['a', 'b']], ['Корпус', 'Цена']),
    );
    expect(res.statusCode).toBe(422);
    expect(fileError(res)).toBe(
      'Нет колонок: «Секция», «Этаж», «Номер». Скачайте шаблон и сверьте заголовки',
    );
  });
});

describe('[import] files that are not what they claim', () => {
  it('[import] a CSV in Windows-1251 with «;» reads as Russian; the same in UTF-8 with a BOM too', async () => {
    const text = `${HEADERS.join(';')}\r\nКорпус Б;Секция 1;1;1;2;42,5;6 100 000;В продаже;;;\r\n`;
    for (const data of [
      iconv.encode(text, 'win1251'),
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]),
    ]) {
      const res = await uploadImport(t, w.builder, w.emptyObjectId, data, 'квартиры.csv');
      expect(res.statusCode).toBe(200);
      expect(res.json().firstRows[0]).toMatchObject({ building: 'Корпус Б', area: 42.5, price: 6_100_000 });
    }
  });

  it('[import] a file over the limit is 413 before it is read', async () => {
    const res = await t.callRaw(
      inventoryImportApi.previewImport,
      {
        params: { id: w.emptyObjectId },
        query: { dryRun: 1 },
        body: {
          payload: Buffer.from('--x--'),
          // The length the client announces: the server refuses before reading.
          headers: {
            'content-type': 'multipart/form-data; boundary=x',
            'content-length': String(50 * 1024 * 1024),
          },
        },
      },
      w.builder,
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Файл больше 20 МБ');
    // Streamed without a declared length, the upload stops at the limit.
    const big = await uploadImport(
      t,
      w.builder,
      w.emptyObjectId,
      Buffer.alloc(21 * 1024 * 1024, 0x41),
      'big.csv',
    );
    expect(big.statusCode).toBe(413);
  });

  it('[import] a PDF, a zip bomb and a million rows are refused in Russian', async () => {
    const pdf = await uploadImport(
      t,
      w.builder,
      w.emptyObjectId,
      Buffer.from('%PDF-1.4\n\u0000\u0001binary'),
      'x.xlsx',
    );
    expect(fileError(pdf)).toBe(
      'Это не XLSX и не CSV. Сохраните таблицу в Excel как «Книга Excel (.xlsx)» или «CSV»',
    );
    // A bomb: the archive's directory declares a part unpacking to gigabytes.
    const bomb = await xlsxOf([unitRow({ floor: 1, number: '1' })]);
    const at = bomb.indexOf(Buffer.from('PK\x01\x02', 'latin1'));
    bomb.writeUInt32LE(0xfff0_0000, at + 24);
    expect(fileError(await uploadImport(t, w.builder, w.emptyObjectId, bomb))).toBe(
      'Файл XLSX распаковывается больше чем в 200 МБ — похоже на повреждённый или подложный файл',
    );
    const lines = [HEADERS.join(';')];
    for (let i = 1; i <= 20_001; i++) lines.push(`К;С;1;${i};1;30;1000000;;;;`);
    const many = await uploadImport(t, w.builder, w.emptyObjectId, Buffer.from(lines.join('\n')), 'many.csv');
    expect(many.statusCode).toBe(422);
    expect(fileError(many)).toBe(
      'В файле больше 20000 строк — столько квартир в одном ЖК быть не может. Разделите файл по корпусам',
    );
    const broken = await uploadImport(
      t,
      w.builder,
      w.emptyObjectId,
      Buffer.from('PK\x03\x04garbage', 'latin1'),
    );
    expect(fileError(broken)).toBe('Файл XLSX не читается: он повреждён или это не таблица Excel');
    expect(await t.db.select().from(cells).where(eq(cells.objectId, w.emptyObjectId))).toEqual([]);
  });
});

const yrl = (offers: { id: string; number: string; floor: number; price: number; section?: string }[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<realty-feed xmlns="http://webmaster.yandex.ru/schemas/feed/realty/2010-06">
<generation-date>2026-12-01T10:00:00+03:00</generation-date>
${offers
  .map(
    (o) => `<offer internal-id="${o.id}">
  <type>продажа</type><property-type>жилая</property-type><category>квартира</category>
  <location><country>Россия</country><apartment>${o.number}</apartment></location>
  <price><value>${o.price}</value><currency>RUB</currency></price>
  <area><value>41.5</value><unit>кв. м</unit></area>
  <image tag="plan">https://example.ru/plan-${o.number}.png</image>
  <new-flat>да</new-flat><rooms>1</rooms><floor>${o.floor}</floor>
  <building-name>ЖК «Фид»</building-name><building-section>${o.section ?? 'Корпус 9, Секция 1'}</building-section>
</offer>`,
  )
  .join('\n')}
</realty-feed>`;

describe('[import] feeds', () => {
  it('[import] a YRL feed from a URL previews like a file', async () => {
    feeds.set('/yrl.xml', {
      status: 200,
      body: yrl([
        { id: 'y1', number: '11', floor: 2, price: 6_000_000 },
        { id: 'y2', number: '12', floor: 2, price: 6_100_000 },
      ]),
    });
    const res = await t.call(
      inventoryImportApi.previewImport,
      {
        params: { id: w.emptyObjectId },
        query: { dryRun: '1' },
        body: { feedUrl: `${feedServer.origin}/yrl.xml`, format: 'yrl' },
      },
      w.builder,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ source: 'yrl', create: 2, problems: [], canApply: true });
    expect(res.json().sections[0]).toMatchObject({ building: 'Корпус 9', section: 'Секция 1', create: 2 });
  });

  it('[import] a feed that fails or is not XML is a Russian 422 on feedUrl', async () => {
    feeds.set('/down.xml', { status: 503, body: '' });
    feeds.set('/html.xml', { status: 200, body: '<html><body><p>oops</html>' });
    const ask = (path: string, format = 'yrl') =>
      t.call(
        inventoryImportApi.previewImport,
        {
          params: { id: w.emptyObjectId },
          query: { dryRun: '1' },
          body: { feedUrl: `${feedServer.origin}${path}`, format },
        },
        w.builder,
      );
    expect((await ask('/down.xml')).failure().errors.feedUrl).toEqual([
      'Фид не загрузился: сервер ответил 503',
    ]);
    expect((await ask('/html.xml')).failure().errors.file[0]).toMatch(/^Фид не читается как XML/);
    const wrong = await ask('/down.xml', 'csv');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.failure().errors.format).toEqual(['Укажите формат фида: YRL (Яндекс) или Profitbase']);
  });
});

describe('[import] schedules', () => {
  it('[import] a schedule synchronises its feed when due, logs the run and tells the builder when it fails', async () => {
    feeds.set('/pb.xml', {
      status: 200,
      body: `<?xml version="1.0" encoding="windows-1251"?><profitbase><properties>
        <property><id>p1</id><house_name>Корпус П</house_name><section>1</section><floor>1</floor><number>1</number>
          <rooms_amount>2</rooms_amount><area><area_total>50</area_total></area><price><value>7000000</value></price><status>AVAILABLE</status></property>
        <property><id>p2</id><house_name>Корпус П</house_name><section>1</section><floor>1</floor><number>2</number>
          <rooms_amount>1</rooms_amount><area><area_total>35</area_total></area><price><value>5000000</value></price><status>SOLD</status></property>
      </properties></profitbase>`,
    });
    const created = await t.call(
      inventoryImportApi.createImportSchedule,
      {
        params: { id: w.emptyObjectId },
        body: { feedUrl: `${feedServer.origin}/pb.xml`, format: 'profitbase', period: 'hourly' },
      },
      w.manager,
    );
    expect(created.statusCode).toBe(201);
    const schedule = created.json().schedule;
    const deps = () => ({ db: t.db, realtime: t.realtime, now: t.clock.now(), allowPrivate: true });
    // Not due yet: nothing runs.
    expect(await runImportSchedules(deps())).toEqual({ ran: true, applied: [], failed: [] });
    t.clock.advance(61_000);
    expect(await runImportSchedules(deps())).toEqual({ ran: true, applied: [schedule.id], failed: [] });
    const units = await t.db
      .select()
      .from(cells)
      .where(and(eq(cells.objectId, w.emptyObjectId), eq(cells.disabled, false)));
    expect(units.map((u) => [u.number, u.price, u.status]).sort()).toEqual([
      ['1', 7_000_000, 4],
      ['2', 5_000_000, 5],
    ]);
    // Claimed: the next run is an hour on.
    expect(await runImportSchedules(deps())).toEqual({ ran: true, applied: [], failed: [] });
    feeds.set('/pb.xml', { status: 500, body: '' });
    t.clock.advance(3_600_000);
    expect(await runImportSchedules(deps())).toEqual({ ran: true, applied: [], failed: [schedule.id] });
    const log = await t.call(
      inventoryImportApi.listImports,
      { query: { objectId: w.emptyObjectId } },
      w.builder,
    );
    const scheduled = log.json().data.filter((r: { scheduled: boolean }) => r.scheduled);
    expect(scheduled.map((r: { state: string; error: string | null }) => [r.state, r.error])).toEqual([
      ['failed', 'Фид не загрузился: сервер ответил 500'],
      ['applied', null],
    ]);
    for (const who of [w.manager, w.builder]) {
      const notices = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, who.user.id), eq(notifications.type, 'ImportFailed')));
      expect(notices).toHaveLength(1);
      expect(notices[0]!.payload).toMatchObject({
        objectId: w.emptyObjectId,
        reason: 'Фид не загрузился: сервер ответил 500',
      });
    }
    const [row] = await t.db.select().from(importSchedules).where(eq(importSchedules.id, schedule.id));
    expect(row!.lastError).toBe('Фид не загрузился: сервер ответил 500');
  });

  it('[import] schedules are the company’s: a stranger 404, a colleague without prices 403; a private address is refused', async () => {
    const list = (who: typeof w.builder) =>
      t.call(inventoryImportApi.listImportSchedules, { params: { id: w.emptyObjectId } }, who);
    expect((await list(w.otherBuilder)).statusCode).toBe(404);
    expect((await list(w.clerk)).statusCode).toBe(403);
    const [schedule] = (await list(w.builder)).json().data;
    const remove = (who: typeof w.builder) =>
      t.call(inventoryImportApi.deleteImportSchedule, { params: { id: schedule.id } }, who);
    expect((await remove(w.otherBuilder)).statusCode).toBe(404);
    expect((await remove(w.clerk)).statusCode).toBe(403);
    expect((await remove(w.builder)).statusCode).toBe(204);
    expect(await t.db.select().from(importSchedules).where(eq(importSchedules.id, schedule.id))).toEqual([]);
    const strict = await buildTestApp();
    try {
      const sw = await buildImportWorld(strict);
      const res = await strict.call(
        inventoryImportApi.createImportSchedule,
        {
          params: { id: sw.emptyObjectId },
          body: { feedUrl: 'http://127.0.0.1:8080/feed.xml', format: 'yrl', period: 'daily' },
        },
        sw.builder,
      );
      expect(res.statusCode).toBe(422);
      expect(res.failure().errors.feedUrl).toEqual([
        'Ссылка ведёт во внутреннюю сеть (127.0.0.1) — такие адреса запрещены',
      ]);
    } finally {
      await strict.close();
    }
    // The failed runs stay in the log after the schedule is gone.
    expect(
      (await t.db.select().from(inventoryImports).where(eq(inventoryImports.objectId, w.emptyObjectId)))
        .length,
    ).toBeGreaterThan(0);
  });
});
