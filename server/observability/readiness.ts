// Readiness: may this node take traffic? The database answers `select 1`, its migrations are the build's newest
// (server/db/migrations/meta/_journal.json), Redis answers PING when REDIS_URL is set, and the bucket answers when
// S3 is set. Each part is asked at once with a time limit; a failing part is named, its error goes to the log only.
// Redis and the bucket are not needed to serve (the cache is bypassed, uploads answer 503): their failure makes the node
// `degraded` and keeps it in the pool; the database, the migrations or a shutdown in progress take it out.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TCheckState, THealthReady } from '#shared/schemas/config.ts';
import { migrationsFolder } from '../db/migrate.ts';
import { replicaReport } from '../db/read-routing-install.ts';

/** A part slower than this counts as failing: a balancer's probe must not hang on a stuck connection. */
export const CHECK_TIMEOUT_MS = 3000;

/** Parts whose failure leaves the node serving. */
const DEGRADING = new Set(['redis', 'storage']);

let journalNewest: number | undefined;

/** The `when` of the journal's newest migration: what drizzle's migrator records as created_at when it applies it. */
export function newestMigration(): number {
  if (journalNewest === undefined) {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    journalNewest = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return journalNewest;
}

/** The newest migration applied in the database (drizzle's own table), or null when none is. */
async function appliedNewest(app: FastifyInstance): Promise<number | null> {
  const result = await app.db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`);
  const last = (result as unknown as { rows: { last: unknown }[] }).rows[0]?.last;
  return last === null || last === undefined ? null : Number(last);
}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

export async function readiness(app: FastifyInstance): Promise<THealthReady> {
  const check = async (part: string, run: (() => Promise<unknown>) | null): Promise<TCheckState> => {
    if (!run) return 'off';
    try {
      await within(run(), CHECK_TIMEOUT_MS);
      return 'ok';
    } catch (err) {
      app.log.warn({ err, part }, 'readiness check failed');
      return 'fail';
    }
  };
  const { redis, storage } = app;
  const [database, migrations, redisState, storageState] = await Promise.all([
    check('database', () => app.db.execute(sql`select 1`)),
    check('migrations', async () => {
      const applied = await appliedNewest(app);
      if (applied === null || applied < newestMigration())
        throw new Error('the database is behind the migrations');
    }),
    check('redis', redis ? () => redis.ping() : null),
    check('storage', storage.ping ? () => storage.ping!() : null),
  ]);
  const checks = { database, migrations, redis: redisState, storage: storageState };
  const failing = Object.entries(checks)
    .filter(([, state]) => state === 'fail')
    .map(([part]) => part);
  if (app.draining) failing.push('draining');
  const status = failing.some((part) => !DEGRADING.has(part)) ? 'fail' : failing.length ? 'degraded' : 'ok';
  return { status, checks, failing, replicas: replicaReport(app) };
}
