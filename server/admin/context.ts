// What every admin command gets: the database, the time, the cache the nodes share (if any) and where to print.
import type { Cache } from '../core/cache/cache.ts';
import type { Db, Engine } from '../db/client.ts';
import type { Realtime } from '../realtime/realtime.ts';

export interface AdminContext {
  db: Db;
  engine: Engine;
  now: () => Date;
  /**
   * The cache the nodes share (REDIS_URL): the CLI moves its counters on like a route does. Null when each server
   * keeps its cache in its own process, which the CLI cannot reach.
   */
  sharedCache: Cache | null;
  /** One line for the operator. */
  out: (line: string) => void;
}

/** A command's outcome: whether it changed anything (a second run of the same command says it did not). */
export interface AdminResult {
  changed: boolean;
}

/** A refusal or a missing target: printed without a stack, exit code 1. */
export class AdminError extends Error {}

/** A wrong argument: the usage is printed, exit code 2. */
export class UsageError extends Error {}

/** The CLI pushes nothing: a connected app hears of a ban or a new role on its next call. */
export const silentRealtime: Realtime = {
  toUser: () => undefined,
  broadcast: () => undefined,
};
