// GET /api/config: the browser-visible settings, an explicit whitelist of the environment; GET /api/health.
import { z } from 'zod';

export const ZClientConfig = z.object({
  tileUrl: z.string(),
  tileAttribution: z.string(),
  supportUrl: z.string(),
  /** Where every public link points (a sent collection, the widget's code): PUBLIC_URL, or the address asked. */
  publicUrl: z.string(),
  /** Where the browser reports its unexpected errors (SENTRY_DSN_BROWSER or SENTRY_DSN); null when nowhere. */
  errorReports: z
    .object({ dsn: z.string(), release: z.string(), environment: z.string() })
    .nullable()
    .optional(),
});
export type TClientConfig = z.infer<typeof ZClientConfig>;

/** GET /api/health: up, and on which database engine. */
export const ZHealth = z.object({ status: z.literal('ok'), engine: z.string() });

/** GET /api/health/live: the process answers; nothing else is asked. */
export const ZHealthLive = z.object({ status: z.literal('ok') });

/** One part of readiness: answering, failing, or not configured on this node. */
export const ZCheckState = z.enum(['ok', 'fail', 'off']);
export type TCheckState = z.infer<typeof ZCheckState>;

/**
 * GET /api/health/ready: 200 with each part's state, or 503 with the same body and the failing parts named. Redis and
 * the bucket failing make the node `degraded` (still 200: it serves without them); the database, the migrations or a
 * shutdown in progress (`draining`) make it `fail`.
 */
export const ZHealthReady = z.object({
  status: z.enum(['ok', 'degraded', 'fail']),
  checks: z.object({
    database: ZCheckState,
    migrations: ZCheckState,
    redis: ZCheckState,
    storage: ZCheckState,
  }),
  failing: z.array(z.string()),
  /** Each read replica (DATABASE_READ_URLS): reported, never failing readiness while the primary answers. */
  replicas: z.array(
    z.object({
      name: z.string(),
      state: z.enum(['ok', 'lagging', 'down']),
      lagMs: z.number().int().nullable(),
    }),
  ),
});
export type THealthReady = z.infer<typeof ZHealthReady>;
