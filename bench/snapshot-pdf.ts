// `npx tsx bench/snapshot-pdf.ts [rounds]`: the PDF of a shared collection of 20 resale offers, each with a photo
// and the floor plan of its chessboard unit, on PGlite with files on disk, as GET /api/snapshot/{id}/pdf makes it
// (read, the pictures re-encoded by sharp, the layout by pdfkit). Photos are rendered interiors with camera-like
// grain, which JPEG compresses worse than clean renders: the size is pessimistic. Budget: ≤ 3 s, ≤ 10 MB.
import { execFileSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { CellStatus, Layout, OfferStatus, Role } from '#shared/enums.ts';
import { openDatabase } from '#server/db/client.ts';
import { migrate } from '#server/db/migrate.ts';
import { cells, collectionItems, collections, snapshots, users } from '#server/db/schema/index.ts';
import { createComplex } from '#server/db/seed/create-complex.ts';
import { createOffer } from '#server/db/seed/create-offer.ts';
import { plainGrid } from '#server/db/seed/grid.ts';
import { renderFloorPlan } from '#server/db/seed/pictures/drawings.ts';
import { renderInterior } from '#server/db/seed/pictures/interior.ts';
import { rasterize } from '#server/db/seed/pictures/render.ts';
import { Random } from '#server/db/seed/random.ts';
import { snapshotPdf } from '#server/modules/snapshot/snapshot-pdf.ts';
import { newSnapshotId } from '#server/modules/snapshot/snapshot-id.ts';
import { processImage, storeImage } from '#server/storage/images.ts';
import { LocalStorage } from '#server/storage/storage.ts';
import { eq, asc } from 'drizzle-orm';
import { percentile } from './measure.ts';

const ITEMS = 20;
const ROUNDS = Number(process.argv[2] ?? 7);
const OUT = path.join(import.meta.dirname, '.data');

/** A rendered interior with grain, as a phone camera's photo: 2048 px, through the upload pipeline. */
async function grainyPhoto(rng: Random) {
  const kinds = ['living', 'kitchen', 'bedroom'] as const;
  const jpeg = await rasterize(renderInterior(rng, kinds[rng.int(0, 2)]), 'jpeg');
  const { data, info } = await sharp(jpeg)
    .resize({ width: 2048 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i++) data[i] = Math.max(0, Math.min(255, data[i]! + rng.int(-14, 14)));
  const noisy = await sharp(data, {
    raw: { width: info.width, height: info.height, channels: info.channels },
  })
    .jpeg({ quality: 88 })
    .toBuffer();
  return processImage(noisy);
}

async function setUp() {
  const database = await openDatabase({});
  await migrate(database);
  const db = database.db;
  const dir = path.join(os.tmpdir(), `kvartal-bench-pdf-${process.pid}`);
  const storage = new LocalStorage(dir);
  const rng = new Random('snapshot-pdf');
  const [agent] = await db
    .insert(users)
    .values({
      phone: '+79000000004',
      name: 'Екатерина Лебедева',
      group: Role.agent,
      status: 'active',
      whatsapp: '+79181234567',
      telegram: 'kate_sochi',
    })
    .returning();
  const complex = await createComplex(db, storage, {
    object: { title: 'ЖК Морской бриз', published: true, address: 'г. Сочи, ул. Морская, 10' },
    pavilions: [
      {
        name: 'Корпус 1',
        sections: [
          {
            name: 'Секция 1',
            grid: plainGrid({ floors: 10, risers: 2, cell: () => ({ status: CellStatus.sold }) }),
          },
        ],
      },
    ],
  });
  const sectionId = complex.pavilions[0]!.sections[0]!.id;
  const units = await db.select().from(cells).where(eq(cells.sectionId, sectionId)).orderBy(asc(cells.id));
  const offerIds: number[] = [];
  for (let i = 0; i < ITEMS; i++) {
    const unit = units[i]!;
    const drawing = renderFloorPlan(
      [
        { riser: '1', cntApart: Layout.two, area: 54 },
        { riser: '2', cntApart: Layout.one, area: 38 },
      ],
      `Этаж ${unit.floor}`,
    );
    const plan = await storeImage(db, storage, await rasterize(drawing.svg, 'lossless'));
    await db.update(cells).set({ planImageId: plan.id }).where(eq(cells.id, unit.id));
    const offer = await createOffer(db, storage, {
      offer: {
        userId: agent!.id,
        status: OfferStatus.active,
        objectId: complex.object.id,
        cellId: unit.id,
        sectionId,
        cntApart: Layout.two,
        area: 54 + i,
        floor: unit.floor,
        floorsTotal: 10,
        price: 12_500_000 + i * 150_000,
        interior: 4,
        address: 'г. Сочи, ул. Морская, 10',
      },
      photos: [await grainyPhoto(rng)],
    });
    offerIds.push(offer.id);
  }
  const [collection] = await db
    .insert(collections)
    .values({ userId: agent!.id, name: 'Для Петровых' })
    .returning();
  await db
    .insert(collectionItems)
    .values(
      offerIds.map((itemId, sort) => ({ collectionId: collection!.id, kind: 2 as const, itemId, sort })),
    );
  const id = newSnapshotId();
  await db.insert(snapshots).values({
    id,
    userId: agent!.id,
    collectionId: collection!.id,
    name: 'Для Петровых: двушки у моря',
    items: offerIds.map((offerId) => ({ kind: 2 as const, id: offerId })),
  });
  return { database, storage, dir, id };
}

const load = () => execFileSync('uptime').toString().trim();

const { database, storage, dir, id } = await setUp();
console.log(`load before: ${load()}`);
const times: number[] = [];
let size = 0;
let pdf: Buffer | null = null;
for (let round = 0; round < ROUNDS; round++) {
  const started = performance.now();
  const result = await snapshotPdf(database.db, storage, id, null, new Date(), 'https://kvartal.example');
  times.push(performance.now() - started);
  size = result.body.length;
  pdf = result.body;
}
console.log(`load after: ${load()}`);
times.sort((a, b) => a - b);
await mkdir(OUT, { recursive: true });
await writeFile(path.join(OUT, 'snapshot-pdf.pdf'), pdf!);
const pages = execFileSync('pdfinfo', [path.join(OUT, 'snapshot-pdf.pdf')])
  .toString()
  .match(/Pages:\s+(\d+)/)?.[1];
console.table({
  items: ITEMS,
  pages: Number(pages),
  rounds: ROUNDS,
  'worst ms': Math.round(times[times.length - 1]!),
  'median ms': Math.round(percentile(times, 50)),
  'best ms': Math.round(times[0]!),
  'size MB': Number((size / 1024 / 1024).toFixed(2)),
});
console.log(`written: ${path.join(OUT, 'snapshot-pdf.pdf')}`);
await database.close();
await rm(dir, { recursive: true, force: true });
