// npx tsx bench/discovery-load.ts [pglite|postgres|both] [seconds]: loads search, count, the map cluster, the object
// page and one section's chessboard with autocannon against the real server on 127.0.0.1 (1 and 50 connections),
// and times each endpoint's SQL and domain function in-process, without HTTP. Writes bench/.data/results-*.json.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openDatabase, type Database } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema/index.ts';
import { LocalStorage } from '#server/storage/storage.ts';
import { issueToken } from '#server/modules/auth/tokens.ts';
import { startProductionServer } from './production-server.ts';
import { BENCH_VIEWER_PHONE } from './discovery-data.ts';
import { SCENARIOS, type Ctx, type Ids } from './discovery-scenarios.ts';
import { BENCH_DATABASE, ensureBenchDatabase, generatePglite, PGLITE_DATA_DIR } from './generate.ts';
import { load, medianOf, ms, type LoadResult } from './measure.ts';
import { startPostgres } from './postgres.ts';

interface Row {
  name: string;
  sqlP50: number;
  domainP50: number;
  single: LoadResult;
  loaded: LoadResult;
}

const dialect = new PgDialect({ casing: 'snake_case' });

/** One query straight through the driver: pg's client, or PGlite's own query. */
function rawRunner(database: Database, url?: string) {
  const pool = url ? new pg.Pool({ connectionString: url, max: 1 }) : null;
  return {
    run: async (query: SQL) => {
      const q = dialect.sqlToQuery(query);
      if (pool) await pool.query(q.sql, q.params as unknown[]);
      else await database.pglite!.query(q.sql, q.params as unknown[]);
    },
    close: async () => pool?.end(),
  };
}

async function prepare(database: Database): Promise<{ viewer: UserRow; token: string } & Ids> {
  const { rows: users } = (await database.db.execute(
    sql`select * from users where phone = ${BENCH_VIEWER_PHONE}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  const viewerId = Number(users[0]!.id);
  const viewer = (await database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, viewerId) }))!;
  const { rows } = (await database.db.execute(sql`select s.object_id, s.id from sections s
      join pavilions p on p.id = s.pavilion_id join objects o on o.id = s.object_id
      where o.published and p.published and s.published order by s.id limit 1 offset 1234`)) as unknown as {
    rows: { object_id: number; id: number }[];
  };
  return {
    viewer,
    token: await issueToken(database.db, viewer.id),
    objectId: Number(rows[0]!.object_id),
    sectionId: Number(rows[0]!.id),
  };
}

async function runEngine(engine: 'pglite' | 'postgres', seconds: number): Promise<Row[]> {
  let pgServer: Awaited<ReturnType<typeof startPostgres>> | null = null;
  let url: string | undefined;
  if (engine === 'pglite') await generatePglite();
  else {
    pgServer = await startPostgres();
    url = pgServer.url(BENCH_DATABASE);
    await ensureBenchDatabase(pgServer.url('postgres'), url);
  }
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'kvartal-bench-'));
  try {
    // In-process timings first: PGlite's data dir opens in one process at a time.
    const database = await openDatabase(
      url ? { url, poolSize: 1 } : { dataDir: path.join(PGLITE_DATA_DIR, 'pglite') },
    );
    const prepared = await prepare(database);
    const ctx: Ctx = { ...prepared, database, storage: new LocalStorage(tmp), now: new Date() };
    const raw = rawRunner(database, url);
    const inProcess: { sqlP50: number; domainP50: number }[] = [];
    for (const s of SCENARIOS) {
      const query = s.rawSql?.(ctx);
      const sqlP50 = query ? await medianOf(() => raw.run(query)) : NaN;
      const domainP50 = await medianOf(() => s.domain(ctx));
      inProcess.push({ sqlP50, domainP50 });
      console.log(`${engine} in-process ${s.name}: SQL ${ms(sqlP50)} ms, domain ${ms(domainP50)} ms`);
    }
    await raw.close();
    await database.close();

    const server = await startProductionServer({
      dataDir: url ? path.join(tmp, 'data') : PGLITE_DATA_DIR,
      logDir: tmp,
      databaseUrl: url,
    });
    const rows: Row[] = [];
    try {
      for (const [i, s] of SCENARIOS.entries()) {
        const target = {
          url: `${server.baseURL}${s.path(prepared)}`,
          body: s.body,
          headers: { authorization: `Bearer ${prepared.token}` },
        };
        await load(target, 4, 2); // warm-up
        const single = await load(target, 1, Math.max(3, seconds / 2));
        const loaded = await load(target, 50, seconds);
        rows.push({ name: s.name, ...inProcess[i]!, single, loaded });
        console.log(
          `${engine} ${s.name}: c1 p50 ${ms(single.p50)} · c50 p50 ${ms(loaded.p50)} p95 ${ms(loaded.p95)} ms, ` +
            `${loaded.rps.toFixed(0)} req/s, errors ${loaded.errors + single.errors}`,
        );
      }
    } finally {
      await server.stop();
    }
    return rows;
  } finally {
    pgServer?.stop();
    await rm(tmp, { recursive: true, force: true });
  }
}

export function table(rows: Row[]): string {
  const head =
    '| endpoint | raw SQL p50 | in-process p50 | HTTP p50, 1 conn. | HTTP p50, 50 conn. | HTTP p95, 50 conn. | req/s, 50 conn. |\n' +
    '|---|---:|---:|---:|---:|---:|---:|';
  const lines = rows.map(
    (r) =>
      `| ${r.name} | ${ms(r.sqlP50)} | ${ms(r.domainP50)} | ${ms(r.single.p50)} | ${ms(r.loaded.p50)} | ` +
      `${ms(r.loaded.p95)} | ${r.loaded.rps.toFixed(0)} |`,
  );
  return [head, ...lines].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const which = process.argv[2] ?? 'both';
  const seconds = Number(process.argv[3] ?? 10);
  const engines = which === 'both' ? (['pglite', 'postgres'] as const) : [which as 'pglite' | 'postgres'];
  for (const engine of engines) {
    const rows = await runEngine(engine, seconds);
    const out = path.resolve(import.meta.dirname, `.data/results-${engine}.json`);
    await writeFile(
      out,
      JSON.stringify({ engine, at: new Date().toISOString(), load: os.loadavg(), rows }, null, 2),
    );
    console.log(
      `\n${engine} (load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}):\n${table(rows)}\n`,
    );
  }
}
