// The widget's API client: the shared/api descriptors over fetch, JSON only. The app's call() brings the session,
// the socket and the query cache, which a page on a builder's site has no use for (decision 027).
import { fillPath, type EndpointDef, type OutputOf } from '#shared/api/endpoint.ts';

export class EmbedApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; errors?: Record<string, string[]>; seconds?: number },
  ) {
    super(body.message ?? `HTTP ${status}`);
  }
}

export async function embedCall<D extends EndpointDef>(
  descriptor: D,
  input: { params?: Record<string, unknown>; body?: unknown } = {},
  signal?: AbortSignal,
): Promise<OutputOf<D>> {
  const response = await fetch(fillPath(descriptor.path, input.params), {
    method: descriptor.method,
    headers: {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...(input.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
    signal,
  });
  const text = await response.text();
  const body = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) throw new EmbedApiError(response.status, (body ?? {}) as EmbedApiError['body']);
  return body as OutputOf<D>;
}
