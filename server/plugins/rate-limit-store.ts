// The rate limit's store with Redis: the nodes' shared buckets while Redis answers, this node's own buckets while it
// does not (not connected, or a command failing), so a Redis outage neither refuses everyone nor lifts every limit:
// the limit then counts per node, N nodes allowing up to N times it for as long as the outage lasts.
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import { redisUp, type RedisClient } from '../providers/redis.ts';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result: Counted | null) => void;

interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}

interface StoreParams {
  continueExceeding: boolean;
  exponentialBackoff: boolean;
}

/** The plugin constructs its store (`new store(params)`): a class per Redis connection and name space. */
export function fallbackStore(redis: RedisClient, nameSpace: string) {
  class FallbackStore implements Store {
    constructor(
      params: StoreParams,
      private readonly shared: Store = new RedisStore(
        params.continueExceeding,
        params.exponentialBackoff,
        redis,
        nameSpace,
      ) as Store,
      private readonly local: Store = new LocalStore(
        params.continueExceeding,
        params.exponentialBackoff,
      ) as Store,
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      if (!redisUp(redis)) return this.local.incr(key, callback, timeWindow, max);
      this.shared.incr(
        key,
        (error, result) => (error ? this.local.incr(key, callback, timeWindow, max) : callback(null, result)),
        timeWindow,
        max,
      );
    }

    child(routeOptions: StoreParams): Store {
      return new FallbackStore(routeOptions, this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }
  return FallbackStore;
}
