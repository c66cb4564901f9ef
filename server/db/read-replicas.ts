// Opens DATABASE_READ_URLS: a small pg pool per replica and its probe (server/db/read-routing.ts).
import type { Pool } from 'pg';
import { parseLsn } from './lsn.ts';
import type { ReplicaHandle } from './read-routing.ts';

/** What routing needs of the primary's pool (tests pass a fake). */
export type PrimaryPool = Pick<Pool, 'query' | 'connect'>;

/** host:port/database of a URL, without its user and password. */
export function replicaName(url: string): string {
  const u = new URL(url);
  return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
}

export async function openReplica(url: string, poolSize: number): Promise<ReplicaHandle> {
  const { default: pg } = await import('pg');
  // A replica that does not answer is given up on quickly: the read goes to the primary instead.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 2000 });
  pool.on('error', () => {
    // An idle client lost its connection (the replica restarted); the next probe says whether it is back.
  });
  return {
    name: replicaName(url),
    query: (config, values) => (pool.query as (c: unknown, v?: unknown) => Promise<unknown>)(config, values),
    async probe() {
      const { rows } = await pool.query<{ recovery: boolean; lsn: string | null }>(
        'select pg_is_in_recovery() as recovery, pg_last_wal_replay_lsn()::text as lsn',
      );
      const row = rows[0]!;
      return { recovery: row.recovery, replayLsn: row.lsn ? parseLsn(row.lsn) : null };
    },
    close: () => pool.end(),
  };
}

/**
 * The primary's WAL insert position: past the commit record of every transaction committed before it is asked, even
 * with synchronous_commit off (pg_current_wal_lsn, the write position, may not be yet).
 */
export async function primaryLsn(primary: PrimaryPool): Promise<bigint> {
  const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn');
  return parseLsn(rows[0]!.lsn);
}
