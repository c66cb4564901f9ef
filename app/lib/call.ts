// The one way the app calls the API: call(descriptor, input) with the descriptor of shared/api, the answer's type
// inferred from it. Paths and answer types are never written in the app (lint forbids both).
import {
  fillPath,
  type EndpointDef,
  type InputOf,
  type NeedsInput,
  type OutputOf,
} from '#shared/api/endpoint.ts';
import { request, upload, type RequestOptions, type UploadOptions } from './api.ts';

type Parts = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
type CallArgs<D extends EndpointDef, O> =
  NeedsInput<D> extends true ? [input: InputOf<D>, options?: O] : [input?: InputOf<D> | null, options?: O];

type Query = RequestOptions['query'];

export function call<D extends EndpointDef>(
  descriptor: D,
  ...[input, options]: CallArgs<D, Omit<RequestOptions, 'query'>>
): Promise<OutputOf<D>> {
  const parts = (input ?? {}) as Parts;
  return request<OutputOf<D>>(
    descriptor.method,
    fillPath(descriptor.path, parts.params),
    parts.body ?? (descriptor.body && !descriptor.bodyOptional ? {} : undefined),
    { ...options, query: parts.query as Query },
  );
}

/** A multipart (or, with `json`, a JSON) body with upload progress: files, or a large structure. */
export function callUpload<D extends EndpointDef>(
  descriptor: D,
  ...[input, options]: CallArgs<D, Omit<UploadOptions, 'query' | 'method'>>
): Promise<OutputOf<D>> {
  const parts = (input ?? {}) as Parts;
  const method = descriptor.method === 'PUT' ? 'PUT' : 'POST';
  return upload<OutputOf<D>>(
    fillPath(descriptor.path, parts.params),
    (parts.body ?? {}) as Record<string, unknown>,
    {
      ...options,
      method,
      query: parts.query as Query,
    },
  );
}
