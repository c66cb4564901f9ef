// `npx tsx bench/chess-editor-save.ts [--postgres]`: the server's structure save (PUT pavilions/{pid}/sections/{sid}) of a
// 30 floors × 12 risers section through app.inject on PGlite: validation by the shared model, the diff written in one
// transaction, the figures of the complex refreshed. Three payloads alternate so every save changes something:
// a 3×4 block merged, the block split back, a floor added on top and deleted again.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fromApiSection, toSavePayload, type TStructurePayload } from '#shared/chessboard/convert.ts';
import { insertRows } from '#shared/chessboard/ops/insert-rows.ts';
import { mergeCells } from '#shared/chessboard/ops/merge-cells.ts';
import { splitCells } from '#shared/chessboard/ops/split-cells.ts';
import type { TOpResult } from '#shared/chessboard/result.ts';
import type { TChessSection } from '#shared/chessboard/types.ts';
import { RowType } from '#shared/enums.ts';
import { ZChessStructure, type TBackofficeSection } from '#shared/schemas/chess.ts';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/client.ts';
import { migrate } from '#server/db/migrate.ts';
import { testEnv } from '#server/env.ts';
import { call, caller, sectionFixture } from '#server/test/worlds/chess-editor.ts';
import { saveStructure } from '#server/modules/chess-editor/save-structure.ts';
import { FakeClock } from '#server/providers/clock.ts';
import { RecordingMail } from '#server/providers/mail.ts';
import { RecordingSms } from '#server/providers/sms.ts';
import { RecordingRealtime } from '#server/realtime/realtime.ts';
import { LocalStorage } from '#server/storage/storage.ts';
import type { TestContext } from '#server/test/app.ts';
import pg from 'pg';
import { percentile } from './measure.ts';
import { startPostgres } from './postgres.ts';
import { apiCaller } from '../server/test/call.ts';

const FLOORS = 30;
const RISERS = 12;
const ROUNDS = 20;

const ok = (result: TOpResult): TChessSection => {
  if (!result.ok) throw new Error(`operation refused: ${result.reason}`);
  return result.section;
};

/** `--postgres`: a throwaway PostgreSQL 15 (bench/postgres.ts) instead of PGlite, as production runs. */
const onPostgres = process.argv.includes('--postgres');
const postgres = onPostgres ? await startPostgres() : null;

async function context(): Promise<TestContext> {
  // A private migrated database: the API suite's shared template is left alone.
  let url: string | undefined;
  if (postgres) {
    const admin = new pg.Client({ connectionString: postgres.url('postgres') });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS kvartal_bench_chess WITH (FORCE)');
    await admin.query('CREATE DATABASE kvartal_bench_chess');
    await admin.end();
    url = postgres.url('kvartal_bench_chess');
  }
  const database = await openDatabase(url ? { url, poolSize: 4 } : {});
  await migrate(database);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kvartal-bench-'));
  const storage = new LocalStorage(dir);
  const clock = new FakeClock();
  const app = await buildApp(
    {
      env: testEnv({}),
      database,
      storage,
      sms: new RecordingSms(),
      mail: new RecordingMail(),
      clock,
      realtime: new RecordingRealtime(),
    },
    { serveStatic: false },
  );
  await app.ready();
  return {
    app,
    ...apiCaller(app, database.db),
    db: database.db,
    database,
    clock,
    sms: new RecordingSms(),
    mail: new RecordingMail(),
    realtime: new RecordingRealtime(),
    storage,
    close: async () => {
      await app.close();
      await database.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const t = await context();
const owner = await caller(t);
const fixture = await sectionFixture(t, owner.user.id, {
  floors: FLOORS,
  risers: RISERS,
  cell: (floor, riser) => ({
    number: `${floor}${String(riser).padStart(2, '0')}`,
    area: 42,
    price: 8_400_000,
  }),
});
const read = async () => (await call(t, owner, 'GET', fixture.sectionUrl)).json() as TBackofficeSection;

async function save(payload: TStructurePayload): Promise<{ ms: number; section: TBackofficeSection }> {
  const started = performance.now();
  const res = await call(t, owner, 'PUT', fixture.sectionUrl, payload);
  const ms = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`save: ${res.statusCode} ${res.body}`);
  return { ms, section: res.json() as TBackofficeSection };
}

const keysOfBlock = (model: TChessSection) =>
  model.cells
    .filter((c) => c.bbox[0] >= 10 && c.bbox[2] <= 13 && c.bbox[1] >= 4 && c.bbox[3] <= 8)
    .map((c) => c.key);

const timings: Record<string, number[]> = {
  merge: [],
  split: [],
  'add floor': [],
  'delete floor': [],
  unchanged: [],
  'read (GET, for scale)': [],
  'validation alone': [],
  'unchanged, transaction alone': [],
};
let section = await read();
// Warm-up: the first statements compile and the JIT settles.
for (let i = 0; i < 3; i += 1) section = (await save(toSavePayload(fromApiSection(section)))).section;

for (let round = 0; round < ROUNDS; round += 1) {
  let model = fromApiSection(section);
  const merged = ok(mergeCells(model, keysOfBlock(model)));
  ({ ms: timings.merge![round], section } = await save(toSavePayload(merged)));
  model = fromApiSection(section);
  const split = ok(splitCells(model, keysOfBlock(model)));
  ({ ms: timings.split![round], section } = await save(toSavePayload(split)));
  model = fromApiSection(section);
  const top = model.rows[0]!;
  const added = ok(
    insertRows(model, { anchor: top.key, position: 'above', type: RowType.mansard, count: 1, names: [] }),
  );
  ({ ms: timings['add floor']![round], section } = await save(toSavePayload(added)));
  // Deleting the new floor from the payload: the server removes its row and cells.
  model = fromApiSection(section);
  const payload = toSavePayload(model);
  const gone = payload.rows[0]!;
  const trimmed: TStructurePayload = {
    rowsCount: payload.rowsCount - 1,
    colsCount: payload.colsCount,
    rows: payload.rows
      .slice(1)
      .map((r) => ({ ...r, bbox: [r.bbox[0] - 1, r.bbox[1], r.bbox[2] - 1, r.bbox[3]] })),
    cols: payload.cols.map((c) => ({ ...c, bbox: [0, c.bbox[1], c.bbox[2] - 1, c.bbox[3]] })),
    cells: payload.cells
      .filter((c) => c.bbox[0] >= gone.bbox[2])
      .map((c) => ({ ...c, bbox: [c.bbox[0] - 1, c.bbox[1], c.bbox[2] - 1, c.bbox[3]] })),
  };
  ({ ms: timings['delete floor']![round], section } = await save(trimmed));
  ({ ms: timings.unchanged![round], section } = await save(toSavePayload(fromApiSection(section))));
  let started = performance.now();
  await read();
  timings['read (GET, for scale)']![round] = performance.now() - started;
  // The parts of a save without HTTP: the shared model's validation, then the transaction alone.
  const same = toSavePayload(fromApiSection(section));
  started = performance.now();
  const parsed = ZChessStructure.parse(same);
  timings['validation alone']![round] = performance.now() - started;
  started = performance.now();
  await saveStructure(t.db, owner.user, fixture.pavilionId, fixture.sectionId, parsed);
  timings['unchanged, transaction alone']![round] = performance.now() - started;
}

console.log(
  `Structure save on ${onPostgres ? 'PostgreSQL 15' : 'PGlite'}, ${FLOORS} floors × ${RISERS} risers, ${ROUNDS} rounds (ms per request through app.inject):`,
);
console.log('| save | cells | p50 ms | p95 ms | max ms |');
console.log('|---|---:|---:|---:|---:|');
for (const [name, list] of Object.entries(timings)) {
  const sorted = [...list].sort((a, b) => a - b);
  const fmt = (n: number) => n.toFixed(1);
  console.log(
    `| ${name} | ${section.cells.length} | ${fmt(percentile(sorted, 50))} | ${fmt(percentile(sorted, 95))} | ${fmt(sorted[sorted.length - 1]!)} |`,
  );
}
await t.close();
postgres?.stop();
