// reindex and cache-clear: housekeeping that changes no data.
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { queryRows } from '../core/sql.ts';
import type { AdminContext, AdminResult } from './context.ts';

/**
 * Rebuilds the indexes of the application's schema and refreshes the planner's statistics. On PostgreSQL the
 * indexes are rebuilt CONCURRENTLY, so a running server keeps writing; the embedded database is only opened while
 * no server uses it.
 */
export async function reindex(ctx: AdminContext): Promise<AdminResult> {
  const [counts] = await queryRows<{ indexes: number; tables: number }>(
    ctx.db,
    sql`select (select count(*) from pg_indexes where schemaname = 'public')::int as indexes,
               (select count(*) from pg_tables where schemaname = 'public')::int as tables`,
  );
  await ctx.db.execute(
    ctx.engine === 'postgres' ? sql`reindex schema concurrently public` : sql`reindex schema public`,
  );
  await ctx.db.execute(sql`analyze`);
  ctx.out(
    `Rebuilt ${counts!.indexes} indexes and analyzed ${counts!.tables} tables (schema public); no data changed.`,
  );
  // Rebuilding is its own purpose: a second run rebuilds again and still changes no row.
  return { changed: false };
}

/** The cache's keys in Redis (server/core/cache/redis.ts): values under this prefix, counters in one hash. */
const CACHE_PREFIX = 'kv:';
const CACHE_COUNTERS = 'kv:versions';

/**
 * Drops every cached answer from Redis and moves every counter on (a node that read a counter before the clear
 * cannot store a stale answer under it). Without Redis, each server's cache lives in its own process.
 */
export async function cacheClear(ctx: Pick<AdminContext, 'out'>, redis: Redis | null): Promise<AdminResult> {
  if (!redis) {
    ctx.out(
      'No REDIS_URL: a single node keeps its cache in its own process, so restarting the server clears it; ' +
        'nothing to do here.',
    );
    return { changed: false };
  }
  let dropped = 0;
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${CACHE_PREFIX}*`, 'COUNT', 500);
    cursor = next;
    const values = keys.filter((key) => key !== CACHE_COUNTERS);
    if (values.length > 0) dropped += await redis.del(...values);
  } while (cursor !== '0');
  if (dropped === 0) {
    ctx.out('The shared cache (Redis) holds no cached answers: nothing changed.');
    return { changed: false };
  }
  const counters = await redis.hkeys(CACHE_COUNTERS);
  if (counters.length > 0) {
    const batch = redis.multi();
    for (const name of counters) batch.hincrby(CACHE_COUNTERS, name, 1);
    await batch.exec();
  }
  ctx.out(`Dropped ${dropped} cached answers from Redis and moved ${counters.length} cache counters on.`);
  return { changed: true };
}
