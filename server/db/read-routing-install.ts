// Read routing on the app (decision 050): `app.readDb` for the reads that may be a moment old, `app.db` for the
// rest. Each request carries a read context; a request that wrote leaves a pin (the primary's WAL position) under its
// user or visitor and its address, and later reads of theirs go to a replica only once it has replayed that far.
// Moving the catalog's cache counters leaves a fence: a shared cache entry is filled only where that change is seen.
// Without replicas (or on PGlite) `app.readDb` is `app.db` and none of this runs.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db, Database } from './client.ts';
import * as schema from './schema/index.ts';
import { readContext, type ReadContext } from './read-context.ts';
import { MemoryLsnStore, RedisLsnStore, type LsnStore } from './lsn-store.ts';
import { FENCE_KEY, ReadPool } from './read-pool.ts';
import { ReplicaSet, type ReplicaHandle, type ReplicaReport } from './read-routing.ts';
import { openReplica, primaryLsn, type PrimaryPool } from './read-replicas.ts';

export interface ReadRouting {
  set: ReplicaSet;
  store: LsnStore;
  readDb: Db;
  /** The primary's WAL insert position now. */
  primaryLsn(): Promise<bigint>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads that may go to a replica; the primary itself without replicas (server/db/read-routing-install.ts). */
    readDb: Db;
    readRouting: ReadRouting | null;
  }
}

/** How long a pin holds: past it a replica that has not replayed the write is skipped as lagging anyway. */
export const pinTtlMs = (maxLagMs: number) => 2 * maxLagMs + 2000;

export interface RoutingOptions {
  urls: readonly string[];
  database: Database;
  maxLagMs: number;
  redis?: Redis | null;
  poolSize?: number;
  log?: (message: string, err?: unknown) => void;
}

/** Opens the replicas and polls them once (a down one does not hold the start up); null without replicas. */
export async function openReadRouting(options: RoutingOptions): Promise<ReadRouting | null> {
  const primary = options.database.pool;
  if (options.urls.length === 0 || !primary) return null;
  const handles = await Promise.all(options.urls.map((url) => openReplica(url, options.poolSize ?? 10)));
  const routing = await createReadRouting({
    primary,
    writeDb: options.database.db,
    handles,
    maxLagMs: options.maxLagMs,
    store: options.redis ? new RedisLsnStore(options.redis) : new MemoryLsnStore(),
    log: options.log,
  });
  routing.set.start();
  return routing;
}

export interface RoutingParts {
  primary: PrimaryPool;
  /** The primary's drizzle: transactions started on app.readDb run on it. */
  writeDb: Db;
  handles: ReplicaHandle[];
  maxLagMs: number;
  store: LsnStore;
  now?: () => number;
  log?: (message: string, err?: unknown) => void;
}

/** The routing from its parts (tests pass fake replicas); polled once, not yet on a timer. */
export async function createReadRouting(parts: RoutingParts): Promise<ReadRouting> {
  const set = new ReplicaSet({
    replicas: parts.handles,
    primaryLsn: () => primaryLsn(parts.primary),
    maxLagMs: parts.maxLagMs,
    now: parts.now,
    log: parts.log,
  });
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const client = new ReadPool(parts.primary, { set, store: parts.store, log: parts.log });
  const readDb = drizzle({ client: client as never, schema, casing: 'snake_case' }) as unknown as Db;
  // Transactions are the primary's whatever handle starts them.
  readDb.transaction = parts.writeDb.transaction.bind(parts.writeDb) as Db['transaction'];
  await set.poll();
  return { set, store: parts.store, readDb, primaryLsn: () => primaryLsn(parts.primary) };
}

/** Where a request's write is pinned (its user or visitor, and its address) and which pins its reads look up. */
function whoOf(request: FastifyRequest): { pins: string[]; reads: string[] } {
  const address = `ip:${request.ip}`;
  const visitor = request.headers['x-visitor-id'];
  const own = request.user
    ? `u:${request.user.id}`
    : typeof visitor === 'string' && visitor.length <= 200
      ? `v:${visitor}`
      : null;
  return own ? { pins: [own, address], reads: [own] } : { pins: [address], reads: [address] };
}

const contexts = new WeakMap<FastifyRequest, ReadContext>();

export function installReadRouting(app: FastifyInstance, routing: ReadRouting | null): void {
  app.decorate('readRouting', routing);
  app.decorate('readDb', routing ? routing.readDb : app.db);
  if (!routing) return;
  const log = (message: string, err?: unknown) => app.log.warn({ err }, message);
  const ttl = pinTtlMs(routing.set.maxLagMs);

  // A callback hook: the rest of the request runs inside the context's scope.
  app.addHook('onRequest', (request, _reply, done) => {
    const context: ReadContext = { who: () => whoOf(request), wrote: false, fenced: false };
    contexts.set(request, context);
    readContext.run(context, done);
  });
  // Before the answer leaves: the writer's next request already finds the pin.
  app.addHook('onSend', async (request, _reply, payload) => {
    const context = contexts.get(request);
    if (!context?.wrote) return payload;
    try {
      context.writeLsn ??= routing.primaryLsn();
      await routing.store.raise(context.who().pins, await context.writeLsn, ttl);
    } catch (err) {
      log('a read pin was not kept', err);
    }
    return payload;
  });
  // The catalog's counters move after its writes commit (core/cache/install.ts, the jobs): the fence is raised
  // first, so an entry filled under the new counters is read where those writes are seen.
  const bump = app.cache.bump.bind(app.cache);
  app.cache.bump = async (names) => {
    if (names.some((name) => !name.startsWith('user:'))) {
      try {
        const context = readContext.getStore();
        // In a request, the position is asked once for its pin and this fence.
        const lsn = await (context ? (context.writeLsn ??= routing.primaryLsn()) : routing.primaryLsn());
        await routing.store.raise([FENCE_KEY], lsn, ttl);
      } catch (err) {
        log('the catalog fence was not raised', err);
      }
    }
    await bump(names);
  };
  app.addHook('onClose', () => routing.set.stop());
}

/**
 * Runs the filling of a shared cache entry: its reads go to a replica only if it has replayed the last catalog
 * change, or the entry would keep an old answer under new counters.
 */
export function withFence<T>(app: FastifyInstance, fill: () => Promise<T>): Promise<T> {
  if (!app.readRouting) return fill();
  const outer = readContext.getStore();
  const context: ReadContext = {
    who: outer?.who ?? (() => ({ pins: [], reads: [] })),
    wrote: outer?.wrote ?? false,
    fenced: true,
  };
  return readContext.run(context, fill);
}

/** Each replica's state for readiness; empty without replicas. */
export const replicaReport = (app: FastifyInstance): ReplicaReport[] => app.readRouting?.set.report() ?? [];
