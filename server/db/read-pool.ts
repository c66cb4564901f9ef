// The pg client behind `app.readDb`: each statement goes to the replica its request was given, or to the primary
// (no replica fits, the request wrote, a transaction, no request at all). A statement that fails on a replica is run
// once more on the primary, so a replica going away fails no request.
import type { PoolClient } from 'pg';
import type { PrimaryPool } from './read-replicas.ts';
import { readContext, type ReadContext } from './read-context.ts';
import type { LsnStore } from './lsn-store.ts';
import { maxLsn } from './lsn.ts';
import { isConnectionError, type Replica, type ReplicaSet } from './read-routing.ts';

export const FENCE_KEY = 'fence';

export interface RouterDeps {
  set: ReplicaSet;
  store: LsnStore;
  log?: (message: string, err?: unknown) => void;
}

/** The replica a request's reads go to, decided once at its first read; null: the primary. */
export function chosenReplica(deps: RouterDeps, context: ReadContext | undefined): Promise<Replica | null> {
  if (!context || context.wrote) return Promise.resolve(null);
  context.choice ??= decide(deps, context);
  return context.choice;
}

async function decide(deps: RouterDeps, context: ReadContext): Promise<Replica | null> {
  // No replica to give: the pins are not even asked for.
  if (!deps.set.anyUsable()) return null;
  const keys = [...context.who().reads, ...(context.fenced ? [FENCE_KEY] : [])];
  try {
    return deps.set.pick(maxLsn(await deps.store.get(keys)));
  } catch (err) {
    // Not knowing what the reader wrote, the primary answers.
    deps.log?.('read pins could not be read', err);
    return null;
  }
}

/** Named …Pool: drizzle then takes a transaction's client from connect(), which is always the primary's. */
export class ReadPool {
  constructor(
    private readonly primary: PrimaryPool,
    private readonly deps: RouterDeps,
  ) {}

  async query(config: unknown, values?: unknown): Promise<unknown> {
    const replica = await chosenReplica(this.deps, readContext.getStore());
    const onPrimary = () =>
      (this.primary.query as (c: unknown, v?: unknown) => Promise<unknown>)(config, values);
    // A replica that went down after it was chosen is not tried again within the request.
    if (!replica || replica.down) return onPrimary();
    try {
      return await replica.handle.query(config, values);
    } catch (err) {
      // A broken connection is logged once, as the replica going down; anything else each time.
      if (isConnectionError(err)) this.deps.set.failed(replica, err);
      else this.deps.log?.(`a read failed on replica ${replica.handle.name}; retried on the primary`, err);
      return onPrimary();
    }
  }

  connect(): Promise<PoolClient> {
    return this.primary.connect();
  }
}
