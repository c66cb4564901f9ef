// The API client (PRODUCT §7): same host, X-Requested-With, JSON by default, the bearer token from storage,
// MessagePack answers decoded, outgoing bodies in the client's form (PRODUCT §5), PRODUCT §8 applied to every error.
import { formEntries, toClientForm } from '#shared/client-form.ts';
import { errorFromResponse, networkError, type ApiError } from './api-error.ts';
import { errorDestination } from './error-policy.ts';
import { currentPathname, isGuardedRoute, navigateTo } from './navigation.ts';
import { endLocalSession } from './session.ts';
import { getToken } from './storage.ts';
import { takeEarly } from './early-requests.ts';
import { fileUrl } from './api-origin.ts';
import { VISITOR_HEADER } from '#shared/snapshot-visitor.ts';
import { healthLive } from '#shared/api/system.ts';
import { requestAnswered, requestFailedForNetwork, setReachabilityProbe } from './network-state.ts';

export const MSGPACK = 'application/x-msgpack';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Ask for MessagePack instead of JSON (large lists). */
  msgpack?: boolean;
  /** 'throw' skips PRODUCT §8 navigation: the caller (a route loader) decides. */
  errors?: 'handle' | 'throw';
  headers?: Record<string, string>;
}

export interface UploadOptions extends Omit<RequestOptions, 'msgpack'> {
  method?: 'POST' | 'PUT';
  /** 0…1 of the request body sent. */
  onProgress?: (fraction: number) => void;
  /** Send the fields as a JSON body (a large structure) rather than multipart, still with progress. */
  json?: boolean;
}

export function url(path: string, query?: Record<string, QueryValue>): string {
  path = fileUrl(path);
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.set(key, value === null ? '' : typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

function baseHeaders(options: {
  msgpack?: boolean;
  headers?: Record<string, string>;
}): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    Accept: options.msgpack ? `${MSGPACK}, application/json` : 'application/json',
    ...options.headers,
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** The decoder loads with the first MessagePack answer: JSON is the default and the first screen stays small. */
async function decodeBody(contentType: string | null, bytes: ArrayBuffer): Promise<unknown> {
  if (bytes.byteLength === 0) return undefined;
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === MSGPACK) {
    const { decode } = await import('@msgpack/msgpack');
    return decode(new Uint8Array(bytes));
  }
  const text = new TextDecoder().decode(bytes);
  if (type === 'application/json' || type.endsWith('+json')) return JSON.parse(text);
  return text;
}

/** PRODUCT §8: act on the error (unless the caller takes it), then hand it on. */
function fail(error: ApiError, options: { errors?: 'handle' | 'throw' }): never {
  if (options.errors !== 'throw') {
    const destination = errorDestination(error, { pathname: currentPathname(), guarded: isGuardedRoute() });
    if (destination) {
      if (destination.endSession) endLocalSession();
      error.handled = true;
      navigateTo(destination.to, { replace: destination.replace });
    }
  }
  throw error;
}

export async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers = baseHeaders(options);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(toClientForm(body));
  }
  let response: Response;
  const target = url(path, options.query);
  const send = () =>
    fetch(target, { method, headers, body: payload, signal: options.signal, credentials: 'same-origin' });
  // A GET has no body: its early answer (a sent link's read) is told apart by the visitor id it carried.
  const early =
    payload === undefined || typeof payload === 'string'
      ? takeEarly(method, target, payload ?? '', getToken(), headers[VISITOR_HEADER] ?? '')
      : null;
  try {
    response = await (early ? early.catch(send) : send());
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // fetch rejects with a TypeError when no answer came (the Fetch standard's «network error»).
    if (error instanceof TypeError) requestFailedForNetwork();
    return fail(networkError(), options);
  }
  requestAnswered();
  let data: unknown;
  try {
    data = await decodeBody(response.headers.get('content-type'), await response.arrayBuffer());
  } catch (error) {
    if (options.signal?.aborted) throw error;
    data = undefined;
  }
  if (!response.ok)
    return fail(errorFromResponse(response.status, data, response.headers.get('retry-after')), options);
  return data as T;
}

/** Multipart upload through XMLHttpRequest, the one browser API that reports upload progress. */
export function upload<T>(
  path: string,
  fields: Record<string, unknown>,
  options: UploadOptions = {},
): Promise<T> {
  let body: FormData | string;
  if (options.json) body = JSON.stringify(toClientForm(fields));
  else {
    body = new FormData();
    for (const [key, value] of formEntries(fields)) body.append(key, value);
  }
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', url(path, options.query));
    xhr.responseType = 'arraybuffer';
    for (const [key, value] of Object.entries(baseHeaders(options))) xhr.setRequestHeader(key, value);
    if (options.json) xhr.setRequestHeader('Content-Type', 'application/json');
    const onAbort = () => xhr.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => options.signal?.removeEventListener('abort', onAbort);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = async () => {
      done();
      requestAnswered();
      let data: unknown;
      try {
        data = await decodeBody(xhr.getResponseHeader('content-type'), xhr.response as ArrayBuffer);
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        resolve(data as T);
        return;
      }
      try {
        fail(errorFromResponse(xhr.status, data, xhr.getResponseHeader('retry-after')), options);
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => {
      done();
      requestFailedForNetwork();
      try {
        fail(networkError(), options);
      } catch (error) {
        reject(error);
      }
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was aborted', 'AbortError'));
    };
    if (options.signal?.aborted) {
      done();
      reject(new DOMException('The upload was aborted', 'AbortError'));
      return;
    }
    xhr.send(body);
  });
}

// The probe that tells the network is back: the liveness check, which touches nothing but the process.
setReachabilityProbe(() => request('GET', healthLive.path, undefined, { errors: 'throw' }));

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('DELETE', path, body, options),
  upload,
};
