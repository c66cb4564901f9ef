// npx tsx bench/discovery-load.ts [pglite|postgres|both] [seconds]: loads search, count, the map cluster, the object
// page and one section's chessboard with autocannon against the real server on 127.0.0.1 (1 and 50 connections),
// and times each endpoint's SQL and domain function in-process, without HTTP. Writes bench/.data/results-*.json.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { ZMapClusterRequest, ZSearchFilter } from '#shared/schemas/filter.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema/index.ts';
import { LocalStorage } from '#server/storage/storage.ts';
import { issueToken } from '#server/modules/auth/tokens.ts';
import { complexCountSql, complexPageSql } from '#server/modules/search/search-complexes.ts';
import { offerCountSql, offerPageSql } from '#server/modules/search/search-offers.ts';
import { countResults, search, SEARCH_PER_PAGE } from '#server/modules/search/search.ts';
import { clusterSql, mapCluster } from '#server/modules/search/map-cluster.ts';
import { findVisibleObject } from '#server/modules/objects/access.ts';
import { loadObjectFull } from '#server/modules/objects/load-object-full.ts';
import { loadChessView } from '#server/modules/chess/load-chess-view.ts';
import { startServer } from '../e2e/server.ts';
import { freePort } from '../scripts/lib/free-port.ts';
import { BENCH_VIEWER_PHONE } from './discovery-data.ts';
import { BENCH_DATABASE, ensureBenchDatabase, generatePglite, PGLITE_DATA_DIR } from './generate.ts';
import { load, medianOf, ms, type LoadResult } from './measure.ts';
import { startPostgres } from './postgres.ts';

const SOCHI = [
  [43.35, 39.2],
  [44.0, 40.15],
];

interface Scenario {
  name: string;
  path: (ids: Ids) => string;
  body: Record<string, unknown>;
  /** The endpoint's main query, for the raw-SQL timing. */
  rawSql?: (ctx: Ctx) => SQL;
  domain: (ctx: Ctx) => Promise<unknown>;
}

interface Ids {
  objectId: number;
  sectionId: number;
}

interface Ctx extends Ids {
  database: Database;
  viewer: UserRow;
  storage: LocalStorage;
  now: Date;
}

const actions = { market: 1, isAction: 1 };
const units = { market: 1, cntApart: [2, 3], priceTo: 15_000_000, sort: 'priceUp' };
const resale = { market: 2, priceTo: 12_000_000 };
const mapComplexes = { market: 1, bounds: SOCHI, zoom: 10 };
const mapResale = { market: 2, bounds: SOCHI, zoom: 11 };
const f = (body: object) => ZSearchFilter.parse(body);
const m = (body: object) => ZMapClusterRequest.parse(body);

const SCENARIOS: Scenario[] = [
  {
    name: 'search: preset «Акции»',
    path: () => '/api/search?page=1',
    body: actions,
    rawSql: (c) => complexPageSql(f(actions), c, 1, SEARCH_PER_PAGE),
    domain: (c) => search({ db: c.database.db, storage: c.storage }, f(actions), c.viewer, c.now, 1),
  },
  {
    name: 'search: layouts + price, by price',
    path: () => '/api/search?page=1',
    body: units,
    rawSql: (c) => complexPageSql(f(units), c, 1, SEARCH_PER_PAGE),
    domain: (c) => search({ db: c.database.db, storage: c.storage }, f(units), c.viewer, c.now, 1),
  },
  {
    name: 'search: resale offers',
    path: () => '/api/search?page=1',
    body: resale,
    rawSql: (c) => offerPageSql(f(resale), c, 1, SEARCH_PER_PAGE),
    domain: (c) => search({ db: c.database.db, storage: c.storage }, f(resale), c.viewer, c.now, 1),
  },
  {
    name: 'count: preset «Акции»',
    path: () => '/api/search/count',
    body: actions,
    rawSql: (c) => complexCountSql(f(actions), c),
    domain: (c) => countResults(c.database.db, f(actions), c.viewer, c.now),
  },
  {
    name: 'count: layouts + price',
    path: () => '/api/search/count',
    body: units,
    rawSql: (c) => complexCountSql(f(units), c),
    domain: (c) => countResults(c.database.db, f(units), c.viewer, c.now),
  },
  {
    name: 'count: resale offers',
    path: () => '/api/search/count',
    body: resale,
    rawSql: (c) => offerCountSql(f(resale), c),
    domain: (c) => countResults(c.database.db, f(resale), c.viewer, c.now),
  },
  {
    name: 'map: whole Sochi, complexes (z10)',
    path: () => '/api/map/cluster?page=1',
    body: mapComplexes,
    rawSql: (c) => clusterSql(m(mapComplexes), c, 1),
    domain: (c) => mapCluster(c.database.db, m(mapComplexes), c.viewer, c.now, 1),
  },
  {
    name: 'map: whole Sochi, 30 000 resale offers (z11)',
    path: () => '/api/map/cluster?page=1',
    body: mapResale,
    rawSql: (c) => clusterSql(m(mapResale), c, 1),
    domain: (c) => mapCluster(c.database.db, m(mapResale), c.viewer, c.now, 1),
  },
  {
    name: 'object (POST /api/objects/{id})',
    path: (ids) => `/api/objects/${ids.objectId}`,
    body: {},
    domain: async (c) => {
      const access = { viewer: c.viewer, preview: false };
      const object = await findVisibleObject(c.database.db, c.objectId, access);
      return loadObjectFull(c.database.db, c.storage, object, access);
    },
  },
  {
    name: 'chessboard of one section',
    path: (ids) => `/api/objects/${ids.objectId}/chess/${ids.sectionId}`,
    body: {},
    domain: (c) => loadChessView(c.database.db, c.storage, c, { viewer: c.viewer, preview: false }, f({})),
  },
];

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

    const server = await startServer({
      port: await freePort(),
      logFile: path.join(tmp, 'server.log'),
      env: {
        NODE_ENV: 'production',
        APP_SECRET: 'benchmark-secret-benchmark-secret-0123456789',
        SMS_PROVIDER: 'log',
        MAIL_PROVIDER: 'log',
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000000',
        OFFER_LIFECYCLE_MINUTES: '0',
        DATA_DIR: url ? path.join(tmp, 'data') : PGLITE_DATA_DIR,
        ...(url ? { DATABASE_URL: url } : {}),
      },
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
