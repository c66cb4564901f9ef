// One schema, two engines: a real PostgreSQL through pg when DATABASE_URL is set, otherwise an embedded PGlite.
import { mkdir } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, Logger } from 'drizzle-orm';
import type { Pool } from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Domain functions take either the database or a transaction. */
export type DbOrTx = Db | Tx;
export type Engine = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  engine: Engine;
  /** The PGlite instance, when embedded (tests dump and clone it). */
  pglite?: PGlite;
  /** The pg pool, on PostgreSQL (read routing falls back to it: server/db/read-routing.ts). */
  pool?: Pool;
  close(): Promise<void>;
}

export interface OpenOptions {
  url?: string;
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string;
  /** PGlite: start from a dump (tests clone a migrated template this way). */
  loadDataDir?: Blob;
  poolSize?: number;
  /** Sees every statement (read routing notes a request's writes: server/db/read-context.ts). */
  logger?: Logger;
}

/**
 * PGlite's default shared_buffers (160 MB) held a second copy of pages the OS already caches from the data files,
 * inside the server's memory, and its 100 connections' shared slots serve one: a small pool and five slots keep an
 * idle demo server small (bench/README.md, «Server start-up»: 16 → 4 MB took 12–20 MB off, the slots 4–5 MB).
 */
const PGLITE_ON_DISK = [`shared_buffers = 4MB`, `max_connections = 5`];

/** How long a request waits for a PostgreSQL connection (or a free one of the pool) before it fails. */
export const CONNECT_TIMEOUT_MS = 3_000;

// Each engine's driver loads only when that engine is opened: a server on PostgreSQL does not carry PGlite's
// WASM PostgreSQL in memory, nor a laptop's server pg.
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // The primary restarting or out of reach: a request fails within seconds (503, server/db/unavailable.ts)
      // instead of waiting for a connection or a pool slot (docs/DEPLOY.md «Failure modes»).
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it on the next query.
    });
    // A client checked out of the pool (a transaction's) has no pool listener: its connection lost between two
    // queries would be an unhandled 'error' that ends the process. The next query on it fails instead (then 503).
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg({
      client: pool,
      schema,
      casing: 'snake_case',
      ...(options.logger ? { logger: options.logger } : {}),
    }) as unknown as Db;
    return { db, engine: 'postgres', pool, close: () => pool.end() };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
  const pglite = await PGlite.create({
    extensions: { pg_trgm },
    ...(options.dataDir ? { dataDir: options.dataDir, postgresqlconf: PGLITE_ON_DISK } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client: pglite, schema, casing: 'snake_case' }) as unknown as Db;
  return { db, engine: 'pglite', pglite, close: () => pglite.close() };
}
