// OpenTelemetry traces of HTTP (incoming and outgoing), PostgreSQL and Redis, sent as OTLP/HTTP to
// OTEL_EXPORTER_OTLP_ENDPOINT (decision 042). Started by main.ts before the server's modules load, because the
// instrumentations patch node:http, pg and ioredis as they are imported (import-in-the-middle's loader hook, limited
// to those modules). Without the variable nothing here is imported. URLs lose their query strings and secret-looking
// path segments before a span leaves (the Telegram bot's token sits in its URL path); SQL text is parameterised and
// no values are recorded; Redis spans carry the command's name only.
import { register } from 'node:module';
import type { SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { scrubTraceUrl } from './trace-scrub.ts';

/** The span attributes that hold a URL or a part of one (old and stable HTTP semantic conventions). */
const URL_ATTRIBUTES = ['http.url', 'http.target', 'url.full', 'url.path'];
const DROPPED_ATTRIBUTES = ['url.query'];
/** The modules whose imports the loader hook intercepts: everything else loads untouched. */
const HOOKED = ['node:http', 'node:https', 'http', 'https', 'pg', 'ioredis'];

let shutdown: (() => Promise<void>) | null = null;

/** A processor that scrubs each span as it starts (the HTTP instrumentation sets its URL attributes at creation). */
function scrubbing(): SpanProcessor {
  return {
    onStart(span) {
      const attributes = (span as unknown as { attributes: Record<string, unknown> }).attributes;
      for (const key of URL_ATTRIBUTES) {
        const value = attributes[key];
        if (typeof value === 'string') span.setAttribute(key, scrubTraceUrl(value));
      }
      for (const key of DROPPED_ATTRIBUTES) delete attributes[key];
    },
    onEnd: () => undefined,
    forceFlush: async () => undefined,
    shutdown: async () => undefined,
  };
}

export async function startTracing(env: NodeJS.ProcessEnv): Promise<void> {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  // A malformed address is refused with its message by the environment check that follows (server/env.ts).
  if (!endpoint || !URL.canParse(endpoint) || shutdown) return;
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, { data: { include: HOOKED } });
  const [{ NodeTracerProvider }, { BatchSpanProcessor }, { OTLPTraceExporter }, resources, instrumentation] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/sdk-trace-base'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/instrumentation'),
    ]);
  const [{ HttpInstrumentation }, { PgInstrumentation }, { IORedisInstrumentation }] = await Promise.all([
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
  ]);
  const { packageVersion } = await import('../package-root.ts');
  const provider = new NodeTracerProvider({
    resource: resources.resourceFromAttributes({
      'service.name': env.OTEL_SERVICE_NAME || 'kvartal',
      'service.version': env.RELEASE || `kvartal@${packageVersion}`,
      'deployment.environment.name': env.NODE_ENV || 'development',
    }),
    spanProcessors: [
      scrubbing(),
      // The base path gets the signal's own path, as the OTLP exporter specification says for this variable.
      new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` })),
    ],
  });
  provider.register();
  instrumentation.registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        // The probes and the scraper would drown the traces a person looks for.
        ignoreIncomingRequestHook: (request) => /^\/(api\/health\/|metrics)/.test(request.url ?? ''),
      }),
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
      new IORedisInstrumentation({ dbStatementSerializer: (command) => command }),
    ],
  });
  shutdown = () => provider.shutdown();
}

/** Sends the spans still buffered and stops (the server's shutdown); a no-op when tracing is off. */
export async function stopTracing(): Promise<void> {
  await shutdown?.().catch(() => undefined);
}
