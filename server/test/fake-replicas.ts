// Replicas and a primary pool that answer from memory: the routing tests set what each has replayed and whether it
// is up, and read which one served a statement.
import type { ReplicaHandle } from '../db/read-routing.ts';
import type { PrimaryPool } from '../db/read-replicas.ts';

export interface FakeReplicaState {
  replay: bigint | null;
  down?: boolean;
  recovery?: boolean;
  /** Statements fail with a broken connection (the replica stopped between probes). */
  broken?: boolean;
  /** Statements fail with this error (a recovery conflict, a read-only refusal). */
  error?: Error;
  served?: number;
}

const refused = () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });

/** A replica whose replayed position and health the test sets. */
export function fakeReplica(name: string, state: FakeReplicaState): ReplicaHandle {
  const handle: ReplicaHandle = {
    name,
    query: async () => {
      if (state.broken || state.down) throw refused();
      if (state.error) throw state.error;
      state.served = (state.served ?? 0) + 1;
      return { rows: [{ served: name }] };
    },
    probe: async () => {
      if (state.down) throw refused();
      return { recovery: state.recovery ?? true, replayLsn: state.replay };
    },
    close: async () => undefined,
  };
  return handle;
}

/** The primary: its WAL position is what the test sets; every other statement is counted and answered. */
export function fakePrimary(state: { lsn: bigint; statements: string[]; connects: number }): PrimaryPool {
  const hex = (n: bigint) => `${(n >> 32n).toString(16)}/${(n & 0xffff_ffffn).toString(16)}`.toUpperCase();
  const query = async (config: unknown) => {
    const text = typeof config === 'string' ? config : (config as { text: string }).text;
    if (text.includes('pg_current_wal_insert_lsn')) return { rows: [{ lsn: hex(state.lsn) }] };
    state.statements.push(text);
    return { rows: [{ served: 'primary' }], fields: [], rowCount: 1 };
  };
  // Named …Pool, as pg's is: drizzle then runs a transaction on a client taken from connect().
  class FakePrimaryPool {
    query = query;
    connect = async () => {
      state.connects += 1;
      return { query, release: () => undefined };
    };
  }
  return new FakePrimaryPool() as unknown as PrimaryPool;
}
