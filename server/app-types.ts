// The services every route may take from the Fastify instance.
import type { RouteOptions } from 'fastify';
import type { Env } from './env.ts';
import type { Db, Database } from './db/client.ts';
import type { Storage } from './storage/storage.ts';
import type { SmsProvider } from './providers/sms.ts';
import type { MailProvider } from './providers/mail.ts';
import type { Clock } from './providers/clock.ts';
import type { Realtime } from './realtime/realtime.ts';
import type { RedisClient } from './providers/redis.ts';
import type { Cache } from './core/cache/cache.ts';
import type { ReadRouting } from './db/read-routing-install.ts';

export interface AppDeps {
  env: Env;
  database: Database;
  storage: Storage;
  sms: SmsProvider;
  mail: MailProvider;
  clock: Clock;
  realtime: Realtime;
  /** Shared state of several nodes (REDIS_URL); null on one node. */
  redis?: RedisClient | null;
  /** Tests may pass one in; otherwise Redis when there is one, else in-process. */
  cache?: Cache;
  /** Replicas for reads (DATABASE_READ_URLS); without them app.readDb is app.db. */
  readRouting?: ReadRouting | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: Database;
    db: Db;
    storage: Storage;
    sms: SmsProvider;
    mail: MailProvider;
    clock: Clock;
    realtime: Realtime;
    redis: RedisClient | null;
    /** Every /api route as registered (HEAD twins left out): the contract test and the OpenAPI document read it. */
    apiRoutes: RouteOptions[];
  }
}
