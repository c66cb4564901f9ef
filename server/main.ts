// Starts Kvartal. Tracing, when OTEL_EXPORTER_OTLP_ENDPOINT asks for it, starts before anything else loads: its hooks
// must see node:http, pg and ioredis being imported (observability/tracing.ts). Then the server (serve.ts).
import 'dotenv/config';

if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  await (await import('./observability/tracing.ts')).startTracing(process.env);
}
await import('./serve.ts');
