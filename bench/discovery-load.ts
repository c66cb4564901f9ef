// npx tsx bench/discovery-load.ts [pglite|postgres|both] [seconds]: loads search, count, the map cluster, the object
// page and one section's chessboard with autocannon against the real server on 127.0.0.1 (1 and 50 connections);
// times each endpoint's raw SQL and its HTTP answer in alternating pairs (so each ratio comes from one moment of the
// machine) and its domain function in-process. On PostgreSQL, then loads «Акции» page 1 and its count against the
// anchor (bench/anchor.ts: a bare Fastify + pg route running the same SQL) in alternating short rounds, cached and
// uncached. Writes bench/.data/results-*.json. A third argument `anchor` runs only the anchor part.
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
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
import { interleave, load, medianOf, ms, percentile, type LoadResult, type LoadTarget } from './measure.ts';
import { ACTIONS, anchorSql, startAnchor, uncachedActions, type AnchorSql } from './anchor.ts';
import { startPostgres } from './postgres.ts';

interface Row {
  name: string;
  /** Raw SQL and HTTP (one connection) timed in pairs, one call right after the other (bench/measure.ts). */
  sqlP50: number;
  httpP50: number;
  httpOverSql: number;
  domainP50: number;
  single: LoadResult;
  loaded: LoadResult;
}

const ratio = (n: number) => (Number.isFinite(n) ? `×${n.toFixed(2)}` : '—');

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

export async function prepare(database: Database): Promise<{ viewer: UserRow; token: string } & Ids> {
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

/** An HTTP call of a scenario, its answer read whole. */
function httpCall(target: LoadTarget) {
  return async () => {
    const response = await fetch(target.url, {
      method: target.method ?? 'POST',
      headers: { 'content-type': 'application/json', ...target.headers },
      body: JSON.stringify(target.body),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${target.url}: ${response.status}`);
  };
}

interface Side {
  rps: number;
  p50: number;
  p95: number;
  errors: number;
}

interface Versus {
  name: string;
  product: Side;
  anchor: Side;
}

/** Several short autocannon runs of each target, in turn (which goes first alternates), pooled per target. */
export async function alternate(
  targets: [LoadTarget, LoadTarget],
  rounds: number,
  seconds: number,
): Promise<Side[]> {
  const sinks: number[][] = [[], []];
  const errors = [0, 0];
  for (let round = 0; round < rounds; round++) {
    for (const i of round % 2 === 0 ? [0, 1] : [1, 0]) {
      errors[i]! += (await load(targets[i]!, 50, seconds, sinks[i])).errors;
    }
  }
  return sinks.map((latencies, i) => {
    latencies.sort((a, b) => a - b);
    return {
      rps: latencies.length / (rounds * seconds),
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      errors: errors[i]!,
    };
  });
}

/**
 * «Акции» page 1 and its count, product against anchor at 50 connections; «uncached» sends bounds no request
 * repeats (bench/anchor.ts). Also the uncached page over HTTP (one connection) against the same statements through pg, in pairs.
 */
async function versusAnchor(
  productBase: string,
  token: string,
  statements: AnchorSql,
  url: string,
  seconds: number,
): Promise<{ versus: Versus[]; uncachedPair: { sqlP50: number; httpP50: number; ratio: number } }> {
  const anchor = await startAnchor(statements, url);
  const headers = { authorization: `Bearer ${token}` };
  const cases = [
    { name: '«Акции» page 1', product: '/api/search?page=1', anchor: '/search', body: ACTIONS },
    { name: '«Акции» page 1, uncached', product: '/api/search?page=1', anchor: '/search', uncached: true },
    { name: '«Акции» count', product: '/api/search/count', anchor: '/count', body: ACTIONS },
    { name: '«Акции» count, uncached', product: '/api/search/count', anchor: '/count', uncached: true },
  ];
  const versus: Versus[] = [];
  try {
    for (const c of cases) {
      const bodies = c.uncached ? uncachedActions() : undefined;
      const target = (base: string, path: string): LoadTarget => ({
        url: `${base}${path}`,
        headers,
        ...(bodies ? { bodies } : { body: c.body }),
      });
      const both: [LoadTarget, LoadTarget] = [
        target(productBase, c.product),
        target(anchor.baseURL, c.anchor),
      ];
      await load(both[0], 4, 1);
      await load(both[1], 4, 1);
      const [product, bare] = await alternate(both, 4, Math.max(2, seconds / 4));
      versus.push({ name: c.name, product: product!, anchor: bare! });
      console.log(
        `anchor ${c.name}: product ${product!.rps.toFixed(0)} req/s p50 ${ms(product!.p50)} p95 ` +
          `${ms(product!.p95)} · anchor ${bare!.rps.toFixed(0)} req/s p50 ${ms(bare!.p50)} p95 ${ms(bare!.p95)} · ` +
          `product ÷ anchor ${(product!.rps / bare!.rps).toFixed(2)} (errors ${product!.errors}/${bare!.errors})`,
      );
    }
    // The heaviest common filter uncached (the issue's «≥ 3× today's req/s»), the product alone: no anchor SQL for it.
    const units = uncachedActions({ market: 1, cntApart: [2, 3], priceTo: 15_000_000, sort: 'priceUp' });
    const target: LoadTarget = { url: `${productBase}/api/search?page=1`, headers, bodies: units };
    await load(target, 4, 1);
    const heavy = await load(target, 50, seconds);
    console.log(
      `search layouts + price, uncached (product alone): ${heavy.rps.toFixed(0)} req/s p50 ${ms(heavy.p50)} ` +
        `p95 ${ms(heavy.p95)} (errors ${heavy.errors})`,
    );
  } finally {
    await anchor.stop();
  }
  // One connection: the uncached page over HTTP and its statements straight through pg, one right after the other.
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const next = uncachedActions();
  let body = next();
  const paired = await interleave(
    () => statements.search(pool, body.bounds[0][0]),
    async () => {
      await httpCall({ url: `${productBase}/api/search?page=1`, body, headers })();
      body = next();
    },
    seconds * 500,
  );
  await pool.end();
  const uncachedPair = { sqlP50: paired.aP50, httpP50: paired.bP50, ratio: paired.ratioP50 };
  console.log(
    `anchor uncached «Акции» page, 1 connection: SQL (page + cards) ${ms(paired.aP50)} · HTTP ` +
      `${ms(paired.bP50)} (${ratio(paired.ratioP50)})`,
  );
  return { versus, uncachedPair };
}

export function versusTable(rows: Versus[]): string {
  const head =
    '| 50 connections | product req/s | p50 | p95 | anchor req/s | p50 | p95 | product ÷ anchor (req/s) |\n' +
    '|---|---:|---:|---:|---:|---:|---:|---:|';
  const lines = rows.map(
    (r) =>
      `| ${r.name} | ${r.product.rps.toFixed(0)} | ${ms(r.product.p50)} | ${ms(r.product.p95)} | ` +
      `${r.anchor.rps.toFixed(0)} | ${ms(r.anchor.p50)} | ${ms(r.anchor.p95)} | ` +
      `${(r.product.rps / r.anchor.rps).toFixed(2)} |`,
  );
  return [head, ...lines].join('\n');
}

async function runEngine(
  engine: 'pglite' | 'postgres',
  seconds: number,
  anchorOnly = false,
): Promise<{ rows: Row[]; anchor?: Awaited<ReturnType<typeof versusAnchor>> }> {
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
    // PGlite's data dir opens in one process at a time: the bench's own queries run on a copy of it, so that they
    // can alternate with the server's answers.
    let dataDir = path.join(PGLITE_DATA_DIR, 'pglite');
    if (!url) {
      await cp(dataDir, path.join(tmp, 'pglite-copy'), { recursive: true });
      dataDir = path.join(tmp, 'pglite-copy');
    }
    const database = await openDatabase(url ? { url, poolSize: 1 } : { dataDir });
    const prepared = await prepare(database);
    const ctx: Ctx = { ...prepared, database, storage: new LocalStorage(tmp), now: new Date() };
    const raw = rawRunner(database, url);
    const server = await startProductionServer({
      dataDir: url ? path.join(tmp, 'data') : PGLITE_DATA_DIR,
      logDir: tmp,
      databaseUrl: url,
    });
    const rows: Row[] = [];
    let anchor: Awaited<ReturnType<typeof versusAnchor>> | undefined;
    try {
      for (const s of anchorOnly ? [] : SCENARIOS) {
        const target: LoadTarget = {
          url: `${server.baseURL}${s.path(prepared)}`,
          body: s.body,
          headers: { authorization: `Bearer ${prepared.token}` },
        };
        const query = s.rawSql?.(ctx);
        const paired = query
          ? await interleave(() => raw.run(query), httpCall(target), seconds * 500)
          : { aP50: NaN, bP50: NaN, ratioP50: NaN };
        const domainP50 = await medianOf(() => s.domain(ctx));
        await load(target, 4, 2); // warm-up
        const single = await load(target, 1, Math.max(3, seconds / 2));
        const loaded = await load(target, 50, seconds);
        rows.push({
          name: s.name,
          sqlP50: paired.aP50,
          httpP50: paired.bP50,
          httpOverSql: paired.ratioP50,
          domainP50,
          single,
          loaded,
        });
        console.log(
          `${engine} ${s.name}: SQL ${ms(paired.aP50)} · HTTP ${ms(paired.bP50)} (${ratio(paired.ratioP50)}) · ` +
            `in-process ${ms(domainP50)} · c1 p50 ${ms(single.p50)} · c50 p50 ${ms(loaded.p50)} ` +
            `p95 ${ms(loaded.p95)} ms, ${loaded.rps.toFixed(0)} req/s, errors ${loaded.errors + single.errors}`,
        );
      }
      if (url) {
        const statements = anchorSql(database, prepared.viewer, ctx.now);
        anchor = await versusAnchor(server.baseURL, prepared.token, statements, url, seconds);
      }
    } finally {
      await server.stop();
      await raw.close();
      await database.close();
    }
    return { rows, anchor };
  } finally {
    pgServer?.stop();
    await rm(tmp, { recursive: true, force: true });
  }
}

export function table(rows: Row[]): string {
  const head =
    '| endpoint | raw SQL p50 | HTTP p50 (paired) | HTTP ÷ SQL | in-process p50 | HTTP p50, 1 conn. | ' +
    'HTTP p50, 50 conn. | HTTP p95, 50 conn. | req/s, 50 conn. |\n' +
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|';
  const lines = rows.map(
    (r) =>
      `| ${r.name} | ${ms(r.sqlP50)} | ${ms(r.httpP50)} | ${ratio(r.httpOverSql)} | ` +
      `${ms(r.domainP50)} | ${ms(r.single.p50)} | ${ms(r.loaded.p50)} | ` +
      `${ms(r.loaded.p95)} | ${r.loaded.rps.toFixed(0)} |`,
  );
  return [head, ...lines].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const which = process.argv[2] ?? 'both';
  const seconds = Number(process.argv[3] ?? 10);
  const engines = which === 'both' ? (['pglite', 'postgres'] as const) : [which as 'pglite' | 'postgres'];
  const anchorOnly = process.argv[4] === 'anchor';
  for (const engine of engines) {
    const { rows, anchor } = await runEngine(engine, seconds, anchorOnly);
    const out = path.resolve(import.meta.dirname, `.data/results-${engine}.json`);
    await writeFile(
      out,
      JSON.stringify({ engine, at: new Date().toISOString(), load: os.loadavg(), rows, anchor }, null, 2),
    );
    if (anchor) console.log(`\n${versusTable(anchor.versus)}\n`);
    console.log(
      `\n${engine} (load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}):\n${table(rows)}\n`,
    );
  }
}
