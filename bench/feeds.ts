// `npx tsx bench/feeds.ts`: the portal feeds of a builder with 5,000 units on sale (10 complexes × 2 sections × 25
// floors × 10 risers, photos, plans and portal ids) on PGlite. Per portal, the median and best of 7 rounds of: the
// units read from the database (shared by the three), the XML written, and the whole cold answer (fingerprint, read,
// write) as the server gives it when the cache is empty; then a cached answer and a 304 through app.inject.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { Ability, Interior, Layout, Material, Role } from '#shared/enums.ts';
import { FEED_PORTALS, feedPath } from '#shared/feeds.ts';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/client.ts';
import { migrate } from '#server/db/migrate.ts';
import { cells, objectPortalIds, users } from '#server/db/schema/index.ts';
import { createComplex } from '#server/db/seed/create-complex.ts';
import { plainGrid } from '#server/db/seed/grid.ts';
import { testEnv } from '#server/env.ts';
import { FeedCache, feedFingerprint } from '#server/modules/feeds/feed-cache.ts';
import { loadFeed } from '#server/modules/feeds/load-feed.ts';
import { PORTAL_WRITERS } from '#server/modules/feeds/render.ts';
import { ensureFeedToken } from '#server/modules/feeds/tokens.ts';
import { FakeClock } from '#server/providers/clock.ts';
import { RecordingMail } from '#server/providers/mail.ts';
import { RecordingSms } from '#server/providers/sms.ts';
import { RecordingRealtime } from '#server/realtime/realtime.ts';
import { processImage, saveImage } from '#server/storage/images.ts';
import { LocalStorage } from '#server/storage/storage.ts';

const COMPLEXES = 10;
const FLOORS = 25;
const RISERS = 10;
const ROUNDS = 7;
const BASE = 'https://kvartal.example';
const LAYOUTS = [Layout.studio, Layout.one, Layout.two, Layout.three, Layout.all];
const INTERIORS = [
  Interior.zeroInt,
  Interior.chernInt,
  Interior.predChistInt,
  Interior.chistInt,
  Interior.remInt,
];

const dir = await mkdtemp(path.join(os.tmpdir(), 'kvartal-bench-feeds-'));
const database = await openDatabase({});
await migrate(database);
const storage = new LocalStorage(dir);
const app = await buildApp(
  {
    env: testEnv({}),
    database,
    storage,
    sms: new RecordingSms(),
    mail: new RecordingMail(),
    clock: new FakeClock(),
    realtime: new RecordingRealtime(),
  },
  { serveStatic: false },
);
await app.ready();
const db = database.db;

const picture = async (r: number) =>
  processImage(
    await sharp({ create: { width: 320, height: 240, channels: 3, background: { r, g: 110, b: 190 } } })
      .jpeg()
      .toBuffer(),
  );

const [builder] = await db
  .insert(users)
  .values({ phone: '+79990000001', name: 'Застройщик', group: Role.user, abilities: [Ability.cabinet] })
  .returning();
const photos = await Promise.all([1, 2, 3, 4, 5].map((i) => picture(i * 40)));
const started = performance.now();
for (let i = 0; i < COMPLEXES; i++) {
  const grid = () =>
    plainGrid({
      floors: FLOORS,
      risers: RISERS,
      cell: (floor, riser) => ({
        cntApart: LAYOUTS[riser % LAYOUTS.length],
        interior: INTERIORS[(floor + riser) % INTERIORS.length],
      }),
    });
  const complex = await createComplex(db, storage, {
    object: {
      title: `ЖК «Бенчмарк ${i + 1}»`,
      ownerId: builder!.id,
      published: true,
      address: `Сочи, ул. Навагинская, ${i + 1}`,
      latitude: 43.58 + i / 100,
      longitude: 39.72 + i / 100,
      material: Material.monolith,
      description: 'Комплекс у моря: закрытая территория, подземный паркинг, детские площадки. '.repeat(8),
    },
    contacts: [{ position: 'Отдел продаж', name: 'Мария', phone: '+79181234567', email: 'sales@example.ru' }],
    photos,
    pavilions: [
      {
        name: 'Корпус 1',
        dateBuild: '2027-04-01',
        sections: [
          { name: 'Секция 1', grid: grid() },
          { name: 'Секция 2', grid: grid() },
        ],
      },
    ],
  });
  await db.insert(objectPortalIds).values({
    objectId: complex.object.id,
    yandexBuildingId: String(100_000 + i),
    cianJkId: String(200_000 + i),
    avitoDevelopmentId: String(300_000 + i),
  });
}
// Four plans shared by all units: each unit carries a plan link as real ones do.
const plans = await Promise.all(
  [10, 20, 30, 40].map(async (r) => saveImage(db, storage, await picture(r), builder!.id)),
);
await db.execute(
  sql`update ${cells} set plan_image_id = (${sql.raw(`array[${plans.map((p) => p.id).join(',')}]`)})[1 + id % 4]`,
);
const units = await db.$count(cells);
console.log(
  `data: ${units} units in ${COMPLEXES} complexes, written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const best = (values: number[]) => Math.min(...values);
async function time(run: () => Promise<unknown> | unknown): Promise<number[]> {
  await run();
  const times: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  return times;
}

const ownerId = builder!.id;
const fingerprint = await time(() => feedFingerprint(db, ownerId));
const load = await time(() => loadFeed(db, storage, ownerId, BASE));
const data = await loadFeed(db, storage, ownerId, BASE);
const token = await ensureFeedToken(db, ownerId);
const rows: string[] = [];
const fmt = (ms: number) => ms.toFixed(1);
console.log(`fingerprint: median ${fmt(median(fingerprint))} ms, best ${fmt(best(fingerprint))} ms`);
console.log(
  `read units: median ${fmt(median(load))} ms, best ${fmt(best(load))} ms (${data.units.length} units)`,
);
for (const portal of FEED_PORTALS) {
  const writer = PORTAL_WRITERS[portal];
  const render = await time(() => writer.document(writer.offers(data), new Date()));
  const cold = await time(async () => {
    const cache = new FeedCache();
    await cache.get(
      { ownerId, portal, baseUrl: BASE },
      await feedFingerprint(db, ownerId),
      new Date(),
      async () => {
        const offers = writer.offers(await loadFeed(db, storage, ownerId, BASE));
        return { offers, document: (generated) => writer.document(offers, generated) };
      },
    );
  });
  const url = feedPath(token, portal);
  const first = await app.inject({ method: 'GET', url });
  const cached = await time(() => app.inject({ method: 'GET', url }));
  const notModified = await time(() =>
    app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } }),
  );
  const count =
    first.body.split(portal === 'yandex' ? '<offer ' : portal === 'cian' ? '<object>' : '<Ad>').length - 1;
  rows.push(
    `| ${portal} | ${count} | ${(Buffer.byteLength(first.body) / 1e6).toFixed(1)} | ${(gzipSync(first.body).length / 1e6).toFixed(2)} | ${fmt(median(render))} | ${fmt(median(cold))} | ${fmt(best(cold))} | ${fmt(median(cached))} | ${fmt(median(notModified))} |`,
  );
}
console.log(
  '\n| portal | offers | MB | MB gzipped | write ms | cold answer ms (median) | cold best | cached answer ms | 304 ms |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(row);

await app.close();
await database.close();
await rm(dir, { recursive: true, force: true });
