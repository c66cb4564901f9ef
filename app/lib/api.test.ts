import { encode } from '@msgpack/msgpack';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ru } from '#shared/texts/ru.ts';
import { mockFetch } from '#app/test/fetch-mock.ts';
import { api, MSGPACK } from './api.ts';
import { ApiError } from './api-error.ts';
import { bindNavigator } from './navigation.ts';
import { isOnline, resetNetworkState } from './network-state.ts';
import { getToken, setToken } from './storage.ts';
import * as authApi from '#shared/api/auth.ts';
import * as collectionsApi from '#shared/api/collections.ts';
import * as systemApi from '#shared/api/system.ts';
import * as userApi from '#shared/api/user.ts';
import * as favoritesApi from '#shared/api/favorites.ts';
import * as referenceApi from '#shared/api/reference.ts';

/** A path no route has: what the client does with an answer, whatever the call. */
const X = '/api/x';

const navigate = vi.fn();
let where = { pathname: '/feed', guarded: true };
let unbind: () => void;

beforeEach(() => {
  navigate.mockReset();
  where = { pathname: '/feed', guarded: true };
  unbind = bindNavigator({ navigate, pathname: () => where.pathname, isGuarded: () => where.guarded });
});

afterEach(() => {
  unbind();
  vi.unstubAllGlobals();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('[app-api] requests', () => {
  it('sends X-Requested-With, asks for JSON and carries the stored token', async () => {
    const fetch = mockFetch().on(systemApi.readConfig, { body: { supportUrl: 'https://t.me/x' } });
    setToken('secret-token');
    await expect(api.get(systemApi.readConfig.path)).resolves.toEqual({ supportUrl: 'https://t.me/x' });
    const headers = fetch.calls[0]!.headers;
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('sends no Authorization header without a token', async () => {
    const fetch = mockFetch().on(authApi.requestCode, { body: { resendIn: 60, expiresIn: 300 } });
    await api.post(authApi.requestCode.path, { phone: '+79000000005' });
    expect(fetch.calls[0]!.headers.has('Authorization')).toBe(false);
  });

  it('converts bodies to the client form: booleans as 1/0, null as ""', async () => {
    const fetch = mockFetch().on(userApi.updateUser, { body: { user: {} } });
    await api.post(userApi.updateUser.path, {
      acceptTerms: true,
      name: null,
      nested: { on: false, list: [true] },
    });
    expect(fetch.calls[0]!.body).toEqual({ acceptTerms: 1, name: '', nested: { on: 0, list: [1] } });
    expect(fetch.calls[0]!.headers.get('Content-Type')).toBe('application/json');
  });

  it('writes query values in the same form', async () => {
    const fetch = mockFetch().on(collectionsApi.listCollections, { body: { data: [] } });
    await api.get(collectionsApi.listCollections.path, {
      query: { page: 2, all: true, none: null, skip: undefined },
    });
    expect(fetch.calls[0]!.url).toBe(`${collectionsApi.listCollections.path}?page=2&all=1&none=`);
  });

  it('decodes MessagePack answers', async () => {
    const bytes = encode({ data: [{ id: 1, title: 'ЖК Море' }], meta: { last_page: 1 } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(bytes, { status: 200, headers: { 'content-type': MSGPACK } })),
    );
    await expect(api.get(favoritesApi.listFavorites.path, { msgpack: true })).resolves.toEqual({
      data: [{ id: 1, title: 'ЖК Море' }],
      meta: { last_page: 1 },
    });
  });

  it('passes an abort through untouched', async () => {
    mockFetch().on(systemApi.readConfig, { body: {} });
    const controller = new AbortController();
    controller.abort();
    await expect(api.get(systemApi.readConfig.path, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('turns a failed connection into a NetworkError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await failure(api.get(systemApi.readConfig.path));
    expect(error.type).toBe('NetworkError');
    expect(error.status).toBe(0);
  });
});

describe('[app-api] PRODUCT §8 error handling', () => {
  const answer = (status: number, body: unknown) => mockFetch().on('POST', X, { status, body });

  it('Forbidden goes to the access-deny page', async () => {
    answer(403, { type: 'Forbidden', message: ru.errors.Forbidden });
    const error = await failure(api.post(X));
    expect(error.type).toBe('Forbidden');
    expect(error.handled).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/error/access-deny', { replace: false });
  });

  it('ThrottleLimit on a guarded route goes to the throttle page with the seconds', async () => {
    answer(429, { type: 'ThrottleLimit', message: ru.throttle.title, seconds: 42 });
    const error = await failure(api.post(X));
    expect(error.seconds).toBe(42);
    expect(navigate).toHaveBeenCalledWith('/error/throttle?seconds=42', { replace: false });
  });

  it('ThrottleLimit on the root goes to the throttle page too', async () => {
    where = { pathname: '/', guarded: false };
    answer(429, { type: 'ThrottleLimit', message: ru.throttle.title, seconds: 5 });
    await failure(api.post(X));
    expect(navigate).toHaveBeenCalledWith('/error/throttle?seconds=5', { replace: false });
  });

  it('ThrottleLimit elsewhere is left to the caller', async () => {
    where = { pathname: '/code', guarded: false };
    answer(429, { type: 'ThrottleLimit', message: ru.throttle.title, seconds: 30 });
    const error = await failure(api.post(X));
    expect(error).toMatchObject({ type: 'ThrottleLimit', seconds: 30, handled: false });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('EmailNotVerified goes to verify-email', async () => {
    answer(403, { type: 'EmailNotVerified', message: ru.errors.EmailNotVerified });
    await failure(api.post(X));
    expect(navigate).toHaveBeenCalledWith('/verify-email', { replace: true });
  });

  it('PaymentRequired goes to the cabinet', async () => {
    answer(402, { type: 'PaymentRequired', message: ru.errors.PaymentRequired });
    await failure(api.post(X));
    expect(navigate).toHaveBeenCalledWith('/cabinet', { replace: true });
  });

  it('TermsNotAccepted goes to onboarding', async () => {
    answer(403, { type: 'TermsNotAccepted', message: ru.errors.TermsNotAccepted });
    await failure(api.post(X));
    expect(navigate).toHaveBeenCalledWith('/onboarding', { replace: true });
  });

  it('Unauthorized removes the token and goes to login', async () => {
    setToken('old');
    answer(401, { type: 'Unauthorized', message: ru.errors.Unauthorized });
    await failure(api.post(X));
    expect(getToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('UserIsBanned removes the token and goes to login with the banned message', async () => {
    setToken('old');
    answer(403, { type: 'UserIsBanned', message: ru.errors.UserIsBanned });
    await failure(api.post(X));
    expect(getToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/?banned=1', { replace: true });
  });

  it('InvalidSmsCode is thrown to the caller', async () => {
    where = { pathname: '/code', guarded: false };
    answer(400, { type: 'InvalidSmsCode', message: ru.errors.InvalidSmsCode, attemptsLeft: 3 });
    const error = await failure(api.post(X));
    expect(error).toMatchObject({ type: 'InvalidSmsCode', message: 'Неверный код СМС', handled: false });
    expect(error.body).toMatchObject({ attemptsLeft: 3 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('HTTP 422 rethrows the body to the caller', async () => {
    const body = { message: ru.errors.validation, errors: { email: ['Неверный адрес электронной почты'] } };
    answer(422, body);
    const error = await failure(api.post(X));
    expect(error.type).toBe('ValidationFailed');
    expect(error.body).toEqual(body);
    expect(error.fieldError('email')).toBe('Неверный адрес электронной почты');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('NotFound and NotAcceptable are the caller’s', async () => {
    answer(404, { type: 'NotFound', message: ru.errors.NotFound });
    expect((await failure(api.post(X))).type).toBe('NotFound');
    answer(406, { type: 'NotAcceptable', message: ru.errors.NotAcceptable });
    expect((await failure(api.post(X))).type).toBe('NotAcceptable');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a caller may take the error itself (route loaders)', async () => {
    setToken('old');
    answer(401, { type: 'Unauthorized', message: ru.errors.Unauthorized });
    const error = await failure(api.post(X, undefined, { errors: 'throw' }));
    expect(error.handled).toBe(false);
    expect(getToken()).toBe('old');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a non-JSON server failure is a ServerError with the Russian text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
      ),
    );
    const error = await failure(api.get(systemApi.readConfig.path));
    expect(error).toMatchObject({ type: 'ServerError', status: 502, message: ru.errors.ServerError });
  });
});

/** Enough of XMLHttpRequest for api.upload: records the request and answers when told. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  response: ArrayBuffer = new ArrayBuffer(0);
  responseType = '';
  private responseHeaders: Record<string, string> = {};
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(key: string, value: string) {
    this.headers[key] = value;
  }
  getResponseHeader(key: string) {
    return this.responseHeaders[key.toLowerCase()] ?? null;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.response = new TextEncoder().encode(JSON.stringify(body)).buffer as ArrayBuffer;
    this.responseHeaders['content-type'] = 'application/json';
    this.onload?.();
  }
}

describe('[app-api] uploads', () => {
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('posts multipart fields in the client form and reports progress', async () => {
    setToken('t');
    const progress = vi.fn();
    const image = new Blob(['x'], { type: 'image/png' });
    const done = api.upload<{ id: number }>(
      referenceApi.uploadTempImage.path,
      { image, main: true, note: null },
      { onProgress: progress },
    );
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(referenceApi.uploadTempImage.path);
    expect(xhr.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest', Authorization: 'Bearer t' });
    expect(xhr.body!.get('main')).toBe('1');
    expect(xhr.body!.get('note')).toBe('');
    expect(xhr.body!.get('image')).toBeInstanceOf(Blob);
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 50, total: 100 });
    expect(progress).toHaveBeenLastCalledWith(0.5);
    xhr.answer(200, { id: 12 });
    await expect(done).resolves.toEqual({ id: 12 });
    expect(progress).toHaveBeenLastCalledWith(1);
  });

  it('rejects with the 422 body and applies PRODUCT §8 like any call', async () => {
    const done = api.upload(referenceApi.uploadTempImage.path, { image: new Blob(['x']) });
    FakeXhr.last.answer(422, { message: 'Ошибка', errors: { image: ['wrong format image/gif'] } });
    expect((await failure(done)).fieldError('image')).toBe('wrong format image/gif');

    const forbidden = api.upload(referenceApi.uploadTempImage.path, { image: new Blob(['x']) });
    FakeXhr.last.answer(403, { type: 'Forbidden', message: ru.errors.Forbidden });
    expect((await failure(forbidden)).handled).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/error/access-deny', { replace: false });
  });

  it('stops on abort', async () => {
    const controller = new AbortController();
    const done = api.upload(
      referenceApi.uploadTempImage.path,
      { image: new Blob(['x']) },
      { signal: controller.signal },
    );
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('an upload that gets no answer means offline, until an answer comes', async () => {
    resetNetworkState();
    const lost = api.upload(referenceApi.uploadTempImage.path, { image: new Blob(['x']) });
    FakeXhr.last.onerror!();
    expect(await failure(lost)).toMatchObject({ type: 'NetworkError' });
    expect(isOnline()).toBe(false);

    const next = api.upload(referenceApi.uploadTempImage.path, { image: new Blob(['x']) });
    FakeXhr.last.answer(200, { id: 1 });
    await next;
    expect(isOnline()).toBe(true);
  });
});
