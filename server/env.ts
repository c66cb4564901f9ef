// The environment, parsed once at start-up; a wrong value stops the process with a clear message.
import { z } from 'zod';
import { normalizePhone } from '#shared/format.ts';
import {
  EMBEDDED_DB_REFUSED,
  METRICS_OPEN_REFUSED,
  METRICS_PORT_IS_PORT,
  OSM_TILES_REFUSED,
  envIssueText,
} from './env-messages.ts';
import { TRUST_EVERYTHING_REFUSED, ZTrustProxy } from './core/trust-proxy.ts';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/** An empty value is no value: compose passes `${VAR:-}` as "" for a variable the env file leaves out. */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** AUTH_TEST_PHONES: "+79000000001:123456,+79000000002:123456" — phones that log in with a fixed code. */
const testPhones = z
  .string()
  .default('')
  .transform((raw, ctx) => {
    const map = new Map<string, string>();
    for (const pair of raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const [phoneRaw, code] = pair.split(':');
      const phone = normalizePhone(phoneRaw);
      if (!phone || !code || !/^\d{6}$/.test(code)) {
        ctx.addIssue({
          code: 'custom',
          message: `must be phone:code pairs with 6-digit codes, e.g. +79000000001:123456 ("${pair}" is not)`,
        });
        return z.NEVER;
      }
      map.set(phone, code);
    }
    return map;
  });

function defaultPayments(env: { NODE_ENV: string; YOOKASSA_SHOP_ID?: string }): 'test' | 'yookassa' | 'off' {
  if (env.NODE_ENV !== 'production') return 'test';
  return env.YOOKASSA_SHOP_ID ? 'yookassa' : 'off';
}

/**
 * The OpenStreetMap Foundation's own tile servers (tile.openstreetmap.org, {s}.tile.openstreetmap.org, tile.osm.org):
 * free for light use only, with no guarantee (https://operations.osmfoundation.org/policies/tiles/). A production
 * site needs a provider of its own, or says it accepts them with ALLOW_OSM_TILES=1.
 */
export function isPublicOsmTiles(url: string): boolean {
  return /^(?:[a-z]+:)?\/\/(?:[^/]*\.)?tile\.(?:openstreetmap|osm)\.org(?:[:/]|$)/i.test(url.trim());
}

/** 127.0.0.0/8, ::1 and localhost: an address only this machine reaches. */
export function isLoopback(host: string): boolean {
  return /^(127(\.\d{1,3}){3}|::1|\[::1\]|localhost)$/i.test(host.trim());
}

/** A Sentry-protocol DSN: http(s)://<key>@<host>[:port]/[path/]<project id>, the key in word characters. */
const sentryDsn = z
  .string()
  .regex(
    /^https?:\/\/\w+(:\w+)?@[\w.-]+(:\d+)?\/([^\s?#]+\/)?\d+$/,
    'must be a DSN, e.g. https://key@o1.ingest.sentry.io/1',
  );

/** Development and tests only: production refuses to start without its own APP_SECRET. */
const DEV_APP_SECRET = 'kvartal-development-secret-not-for-production';

export const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /**
     * Where links in mails and payments point, without a trailing slash. Required in production; elsewhere the
     * address a request came to stands in (server/core/public-url.ts).
     */
    PUBLIC_URL: z.url().optional(),
    /** A real PostgreSQL; without it, an embedded PGlite under DATA_DIR. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    /**
     * Streaming replicas of DATABASE_URL, comma-separated: reads that may be a moment old go to them (decision 050,
     * server/db/read-routing.ts); unset, every read goes to the primary.
     */
    DATABASE_READ_URLS: z
      .string()
      .default('')
      .transform((raw) =>
        raw
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .regex(/^postgres(ql)?:\/\//, 'must be postgres:// or postgresql:// URLs, comma-separated'),
        ),
      ),
    /** A replica further behind the primary than this is skipped until it catches up. */
    REPLICA_MAX_LAG_MS: z.coerce.number().int().positive().default(5000),
    DATA_DIR: z.string().default('./data'),
    /** Production only: run on the embedded database (one host; its limits in docs/DEPLOY.md), refused otherwise. */
    ALLOW_EMBEDDED_DB: flag.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Seed the demo dataset at start-up (idempotent). */
    SEED_DEMO: flag.optional(),
    /**
     * Behind a proxy: how many proxies are in front of the node (1 behind one balancer) or their addresses/CIDRs,
     * comma-separated; the caller's address is then the rightmost one they did not add (server/core/trust-proxy.ts).
     */
    TRUST_PROXY: ZTrustProxy,
    /** E2E only: a request's `x-test-clock-offset: <seconds>` moves the clock it sees (server/plugins/test-clock.ts). */
    TEST_CLOCK: flag.default(false),
    /** Feeds and webhooks may reach private addresses (tests on 127.0.0.1, an intranet): off by default (SSRF). */
    WEBHOOKS_ALLOW_PRIVATE: flag.default(false),
    /** amoCRM's API instead of https://<account>.amocrm.ru (tests point it at a local fake). */
    AMOCRM_API_URL: unsetWhenEmpty(z.url()),
    /** Bitrix24's origin instead of the portal's in its webhook URL, path kept (tests point it at a local fake). */
    BITRIX24_API_URL: unsetWhenEmpty(z.url()),
    /** Requests per minute per IP across the API. */
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
    /** Keys the hashes of SMS codes; required in production, a fixed development value otherwise. */
    APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),

    SMS_PROVIDER: z.enum(['log', 'smsru']).optional(),
    SMSRU_API_ID: z.string().optional(),
    SMSRU_URL: z.url().default('https://sms.ru'),
    SMS_SENDER: z.string().optional(),
    AUTH_TEST_PHONES: testPhones,

    MAIL_PROVIDER: z.enum(['log', 'smtp']).optional(),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Квартал <no-reply@kvartal.local>'),
    /** A mailbox that takes unsubscribe requests by mail: named in mailings' List-Unsubscribe beside the link. */
    MAIL_UNSUBSCRIBE: z.email().optional(),

    /** Address by coordinates (POST /api/geocoder): yandex (needs the key) or offline (the nearest known district). */
    GEOCODER_PROVIDER: z.enum(['yandex', 'offline']).optional(),
    YANDEX_GEOCODER_KEY: z.string().optional(),
    YANDEX_GEOCODER_URL: z.url().default('https://geocode-maps.yandex.ru/v1'),

    /** Browser-visible settings (served by GET /api/config). */
    MAP_TILE_URL: z.string().default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
    MAP_ATTRIBUTION: z
      .string()
      .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'),
    /** Production only: accept the public OpenStreetMap tile server (its usage policy forbids heavy use). */
    ALLOW_OSM_TILES: flag.default(false),
    SUPPORT_URL: z.string().default('https://t.me/kvartal_support'),

    /**
     * Paid placement: `test` confirms at once (the development default), `yookassa` is YooKassa's HTTP API (the
     * production default when its shop id is set), `off` takes no payments.
     */
    PAYMENT_PROVIDER: z.enum(['test', 'yookassa', 'off']).optional(),
    YOOKASSA_SHOP_ID: z.string().optional(),
    YOOKASSA_SECRET_KEY: z.string().optional(),
    YOOKASSA_URL: z.url().default('https://api.yookassa.ru'),
    /**
     * The fiscal receipt's VAT code (YooKassa's vat_code): 1 no VAT (the simplified tax system), 2 0%, 3 10%, 4 20%,
     * 5 10/110, 6 20/120, 7 5%, 8 7%, 9 5/105, 10 7/107, 11 22%, 12 22/122.
     */
    YOOKASSA_VAT_CODE: z.coerce.number().int().min(1).max(12).default(1),
    /** Price of the ad-create ability (posting resale offers), whole roubles. */
    AD_PRICE: z.coerce.number().int().positive().default(990),
    /** Active offers become inactive this many days after activation; inactive ones are archived after OFFER_ARCHIVE_DAYS. */
    OFFER_OUTDATED_DAYS: z.coerce.number().int().positive().default(30),
    OFFER_ARCHIVE_DAYS: z.coerce.number().int().positive().default(60),
    /** How often the offer lifecycle job runs, in minutes; 0 turns it off. */
    OFFER_LIFECYCLE_MINUTES: z.coerce.number().int().min(0).default(60),

    /** Several nodes (docs/DEPLOY.md): Redis for the cache, rate limits and Socket.IO; without it, all in-process. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
    /** S3-compatible object storage for images and documents; without S3_ENDPOINT, files under DATA_DIR/files. */
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z.string().optional(),
    S3_ACCESS_KEY: z.string().optional(),
    S3_SECRET_KEY: z.string().optional(),
    S3_REGION: z.string().default('us-east-1'),

    // --- Watching a running server: request ids, the access log, metrics, error reports. ---
    /** One info line per request (method, route, status, duration, request id); off by default. */
    ACCESS_LOG: flag.default(false),
    /** The Telegram bot's token (@BotFather); unset, there is no Telegram channel. */
    TELEGRAM_BOT_TOKEN: unsetWhenEmpty(z.string().regex(/^\d+:[\w-]+$/, 'must look like 123456:ABC-DEF…')),
    /** The Bot API's address (tests point it at a local fake). */
    TELEGRAM_API_URL: z.url().default('https://api.telegram.org'),
    /**
     * Webhook mode: Telegram posts updates to PUBLIC_URL/api/telegram/webhook with this secret in
     * X-Telegram-Bot-Api-Secret-Token (1–256 of A-Z a-z 0-9 _ -). Unset (or no PUBLIC_URL), the bot long-polls.
     */
    TELEGRAM_WEBHOOK_SECRET: unsetWhenEmpty(
      z.string().regex(/^[\w-]{1,256}$/, 'must be 1–256 of A-Z a-z 0-9 _ -'),
    ),
    /** Web push (VAPID, RFC 8292): the key pair from `npx web-push generate-vapid-keys`; unset, no push. */
    VAPID_PUBLIC_KEY: unsetWhenEmpty(
      z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key'),
    ),
    VAPID_PRIVATE_KEY: unsetWhenEmpty(
      z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key'),
    ),
    /** Who push services may contact about this sender: mailto:… or https://…. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
      .default('mailto:support@kvartal.local'),
    /** How often the outbox is drained (ms); 0 turns the drainer off (tests drain by hand). */
    OUTBOX_DRAIN_MS: z.coerce.number().int().min(0).default(2000),
    /**
     * GET /metrics (Prometheus text) with `Authorization: Bearer <METRICS_TOKEN>` on the public port; unset (and no
     * METRICS_PORT), there is no /metrics. With METRICS_PORT the token is asked on that port instead.
     */
    METRICS_TOKEN: unsetWhenEmpty(z.string().min(16, 'must be at least 16 characters')),
    /** /metrics on a listener of its own on this port, never on PORT (decision 039); 0 picks a free one (tests). */
    METRICS_PORT: unsetWhenEmpty(z.coerce.number().int().min(0).max(65535)),
    /** The address the metrics listener binds: loopback unless the scraper is on another host. */
    METRICS_HOST: z.string().default('127.0.0.1'),
    /** Unexpected server errors go to this Sentry-protocol DSN (https://key@host/project); unset, nothing is sent. */
    SENTRY_DSN: unsetWhenEmpty(sentryDsn),
    /** The browser's DSN, handed out by GET /api/config; SENTRY_DSN when unset. */
    SENTRY_DSN_BROWSER: unsetWhenEmpty(sentryDsn),
    /** The environment error reports are filed under; NODE_ENV when unset. */
    SENTRY_ENVIRONMENT: z.string().optional(),
    /** The release error reports name; `kvartal@<package.json version>` when unset. */
    RELEASE: z.string().optional(),
    /**
     * OpenTelemetry traces of HTTP, PostgreSQL and Redis as OTLP/HTTP to this base address (`/v1/traces` is added),
     * e.g. a collector, Jaeger or Grafana Tempo; unset, nothing is traced (server/observability/tracing.ts).
     */
    OTEL_EXPORTER_OTLP_ENDPOINT: unsetWhenEmpty(z.url()),
    /** The service name traces are filed under; `kvartal` when unset. */
    OTEL_SERVICE_NAME: z.string().optional(),
    // --- end of the watching block ---
  })
  .superRefine((env, ctx) => {
    const prod = env.NODE_ENV === 'production';
    if (env.GEOCODER_PROVIDER === 'yandex' && !env.YANDEX_GEOCODER_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['YANDEX_GEOCODER_KEY'],
        message: 'required by the yandex geocoder',
      });
    }
    if (prod && env.AUTH_TEST_PHONES.size > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_TEST_PHONES'],
        message: 'test phones are refused in production',
      });
    }
    if (prod && env.TEST_CLOCK) {
      ctx.addIssue({
        code: 'custom',
        path: ['TEST_CLOCK'],
        message: 'the test clock is refused in production',
      });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: METRICS_PORT_IS_PORT });
    }
    if (prod && env.METRICS_PORT !== undefined && !isLoopback(env.METRICS_HOST) && !env.METRICS_TOKEN) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_HOST'], message: METRICS_OPEN_REFUSED });
    }
    if (prod && env.TRUST_PROXY === true) {
      ctx.addIssue({ code: 'custom', path: ['TRUST_PROXY'], message: TRUST_EVERYTHING_REFUSED });
    }
    if (prod && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'required in production: the address links in mails and payments point at',
      });
    }
    if (prod && !env.DATABASE_URL && !env.ALLOW_EMBEDDED_DB) {
      ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: EMBEDDED_DB_REFUSED });
    }
    if (env.DATABASE_READ_URLS.length > 0 && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_READ_URLS'],
        message: 'replicas need DATABASE_URL: the embedded database has none',
      });
    }
    if (prod && isPublicOsmTiles(env.MAP_TILE_URL) && !env.ALLOW_OSM_TILES) {
      ctx.addIssue({ code: 'custom', path: ['MAP_TILE_URL'], message: OSM_TILES_REFUSED });
    }
    if (prod && (!env.APP_SECRET || env.APP_SECRET === DEV_APP_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['APP_SECRET'],
        message: 'a secret of its own is required in production',
      });
    }
    if ((env.SMS_PROVIDER ?? (prod ? 'smsru' : 'log')) === 'smsru' && !env.SMSRU_API_ID) {
      ctx.addIssue({ code: 'custom', path: ['SMSRU_API_ID'], message: 'required by the smsru SMS provider' });
    }
    if ((env.MAIL_PROVIDER ?? (prod ? 'smtp' : 'log')) === 'smtp' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'required by the smtp mail provider' });
    }
    if (env.S3_ENDPOINT && (!env.S3_BUCKET || !env.S3_ACCESS_KEY || !env.S3_SECRET_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ENDPOINT'],
        message: 'S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY are required with S3_ENDPOINT',
      });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
      });
    }
    const payments = env.PAYMENT_PROVIDER ?? defaultPayments(env);
    if (prod && payments === 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message: 'the test provider is refused in production',
      });
    }
    if (payments === 'yookassa' && (!env.YOOKASSA_SHOP_ID || !env.YOOKASSA_SECRET_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['YOOKASSA_SHOP_ID'],
        message: 'YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY are required by the yookassa payment provider',
      });
    }
  })
  .transform((env) => {
    const prod = env.NODE_ENV === 'production';
    return {
      ...env,
      GEOCODER_PROVIDER: env.GEOCODER_PROVIDER ?? (env.YANDEX_GEOCODER_KEY ? 'yandex' : 'offline'),
      SMS_PROVIDER: env.SMS_PROVIDER ?? (prod ? 'smsru' : 'log'),
      MAIL_PROVIDER: env.MAIL_PROVIDER ?? (prod ? 'smtp' : 'log'),
      PAYMENT_PROVIDER: env.PAYMENT_PROVIDER ?? defaultPayments(env),
      SEED_DEMO: env.SEED_DEMO ?? !prod,
      APP_SECRET: env.APP_SECRET ?? DEV_APP_SECRET,
    };
  });

export type Env = z.infer<typeof ZEnv>;

/** Parses the environment or returns the list of problems, one per line, in English for the operator. */
export function parseEnv(source: Record<string, string | undefined>): { env: Env } | { problems: string[] } {
  const result = ZEnv.safeParse(source, { error: envIssueText });
  if (result.success) return { env: result.data };
  return { problems: result.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`) };
}

/** For tests and tools: the defaults plus overrides. */
export function testEnv(overrides: Record<string, string> = {}): Env {
  const parsed = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: '0', ...overrides });
  if ('problems' in parsed) throw new Error(parsed.problems.join('\n'));
  return parsed.env;
}
