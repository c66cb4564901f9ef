// Applies the committed migrations from code: drizzle-kit migrate cannot load PGlite's pg_trgm. On PostgreSQL several
// nodes may start at once: each takes an advisory lock on one connection first, so one migrates and the others then
// find nothing left to do (drizzle's migrator alone would let two nodes apply the same migration).
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database } from './client.ts';
import { packageRoot } from '../package-root.ts';

export const migrationsFolder = path.join(packageRoot, 'server/db/migrations');

/** pg_advisory_lock key (session level, on the one connection that migrates). */
const MIGRATE_LOCK = 0x6b76_6d67; // 'kvmg'

export async function migrate(database: Database): Promise<void> {
  if (database.engine === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATE_LOCK]);
      await migratePg(drizzlePg({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATE_LOCK]).catch(() => undefined);
      client.release();
    }
  }
}
