// A local OTLP/HTTP trace receiver for checks: keeps the spans POSTed as JSON to /v1/traces (the documented subset the
// exporter sends: resourceSpans → scopeSpans → spans with name, kind and attributes) and answers 200 `{}`.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSpan {
  name: string;
  kind: number;
  scope: string;
  service: string | undefined;
  attributes: Record<string, string | number | boolean>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpBody {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: {
      scope?: { name?: string };
      spans?: { name: string; kind: number; attributes?: OtlpAttribute[] }[];
    }[];
  }[];
}

const valueOf = (value: OtlpValue) =>
  value.stringValue ?? value.boolValue ?? value.doubleValue ?? Number(value.intValue ?? Number.NaN);
const toRecord = (attributes: OtlpAttribute[] = []) =>
  Object.fromEntries(attributes.map((attribute) => [attribute.key, valueOf(attribute.value)]));

export async function startOtlpReceiver(): Promise<{
  url: string;
  spans: ReceivedSpan[];
  /** Requests that were not JSON on /v1/traces (the check fails on any). */
  refused: string[];
  close(): Promise<void>;
}> {
  const spans: ReceivedSpan[] = [];
  const refused: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (
        request.method !== 'POST' ||
        request.url !== '/v1/traces' ||
        request.headers['content-type'] !== 'application/json'
      ) {
        refused.push(`${request.method} ${request.url} ${request.headers['content-type']}`);
        response.writeHead(400).end();
        return;
      }
      for (const resource of (JSON.parse(body) as OtlpBody).resourceSpans ?? []) {
        const service = toRecord(resource.resource?.attributes)['service.name'];
        for (const scope of resource.scopeSpans ?? []) {
          for (const span of scope.spans ?? []) {
            spans.push({
              name: span.name,
              kind: span.kind,
              scope: scope.scope?.name ?? '',
              service: typeof service === 'string' ? service : undefined,
              attributes: toRecord(span.attributes),
            });
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    refused,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
