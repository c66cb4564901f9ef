// With tracing on (OTEL_EXPORTER_OTLP_ENDPOINT), the incoming request's span is named by the matched route pattern
// ("GET /api/objects/:id", never the raw URL with its ids and keys) and carries the request id the logs show.
import type { FastifyInstance } from 'fastify';
import { trace } from '@opentelemetry/api';

export function registerTraceRoute(app: FastifyInstance): void {
  if (!app.env.OTEL_EXPORTER_OTLP_ENDPOINT) return;
  app.addHook('onRequest', async (request, reply) => {
    // The context manager binds the response's listeners; a streamed file with compression then adds its eleventh
    // 'close' listener and Node warns of a leak that is none.
    reply.raw.setMaxListeners(20);
    const span = trace.getActiveSpan();
    if (!span) return;
    const route = request.routeOptions.url;
    if (route) {
      span.updateName(`${request.method} ${route}`);
      span.setAttribute('http.route', route);
    }
    span.setAttribute('kvartal.request_id', request.id);
  });
}
