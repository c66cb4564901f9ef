import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultFilter } from '#shared/filter-presets.ts';
import { toClientForm } from '#shared/client-form.ts';
import { EARLY_FEED_KEY, earlyScript } from '#shared/early-script.ts';
import { api } from './api.ts';
import { rememberFeedRequest, takeEarly } from './early-requests.ts';
import { setToken } from './storage.ts';

/** Runs index.html's inline script as the browser would, at `path`. */
function runEarlyScript(path: string) {
  window.history.replaceState(null, '', path);
  new Function(earlyScript())();
}

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  localStorage.clear();
  delete window.__early;
  fetchMock = vi.fn(async () => answer({ data: [], meta: { total: 0 } }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the early requests of a cold visit', () => {
  it('asks nothing without a session', () => {
    runEarlyScript('/feed');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the feed’s first page with the default preset, and the app takes that answer instead of asking again', async () => {
    setToken('t-1');
    runEarlyScript('/feed');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/search?page=1');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer t-1');

    // The app's own first request of the feed: the same body, so no second request goes out.
    const result = await api.post('/api/search', defaultFilter().filter, { query: { page: 1 } });
    expect(result).toEqual({ data: [], meta: { total: 0 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(window.__early).toEqual([]);
  });

  it('replays the feed’s last first page that the app remembered', () => {
    setToken('t-1');
    rememberFeedRequest({ market: 2, priceTo: 9_000_000, isFinished: true });
    expect(localStorage.getItem(EARLY_FEED_KEY)).toBe('{"market":2,"priceTo":9000000,"isFinished":1}');
    runEarlyScript('/feed');
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.body).toBe('{"market":2,"priceTo":9000000,"isFinished":1}');
  });

  it('asks for an object page’s complex (with the unit to show), and for the chessboard page’s complex and board', () => {
    setToken('t-1');
    runEarlyScript('/realty/42?show=777');
    runEarlyScript('/realty/42/chess/9');
    expect(fetchMock.mock.calls.map(([url, init]) => [url, (init as RequestInit).body])).toEqual([
      ['/api/objects/42', '{"show":"777"}'],
      ['/api/objects/42', '{}'],
      ['/api/objects/42/chess/9', '{}'],
    ]);
  });

  it('leaves the board to the app when a stored filter marks its units', () => {
    setToken('t-1');
    localStorage.setItem('filters', JSON.stringify({ preset: false, filter: { cntApart: [2] } }));
    runEarlyScript('/realty/42/chess/9');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/objects/42']);
  });

  it('asks nothing for the map or other pages', () => {
    setToken('t-1');
    runEarlyScript('/feed?view=map');
    runEarlyScript('/cabinet');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hands an answer over once, and only for the same request and session', () => {
    const response = Promise.resolve(answer({}));
    window.__early = [{ method: 'POST', url: '/api/objects/1', payload: '{}', token: 't', response }];
    expect(takeEarly('POST', '/api/objects/1', '{}', 'other')).toBeNull();
    expect(takeEarly('POST', '/api/objects/1', '{"show":"2"}', 't')).toBeNull();
    expect(takeEarly('POST', '/api/objects/1', '{}', 't')).toBe(response);
    expect(takeEarly('POST', '/api/objects/1', '{}', 't')).toBeNull();
  });
});

describe('the answers the server painted into the page (decision 033)', () => {
  function inline(answers: unknown) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'fp-data';
    element.textContent = JSON.stringify(answers);
    document.head.prepend(element);
    return element;
  }

  afterEach(() => {
    document.getElementById('fp-data')?.remove();
    setToken('');
    document.cookie = 'kv_session=; Path=/feed; Max-Age=0';
  });

  it('keeps the session and the feed’s last request in cookies for the painted pages', () => {
    window.history.replaceState(null, '', '/feed');
    setToken('t-1');
    rememberFeedRequest({ market: 2 });
    expect(document.cookie).toContain('kv_session=t-1');
    expect(document.cookie).toContain(`kv_feed=${encodeURIComponent('{"market":2}')}`);
  });

  it('hands the inlined answer to the app without a request, for the same session only', async () => {
    const body = { data: [{ id: 1 }], meta: { total: 1 } };
    setToken('t-1');
    inline([{ url: '/api/search?page=1', payload: JSON.stringify(defaultFeedPayloadOf()), body }]);
    runEarlyScript('/feed');
    expect(fetchMock).not.toHaveBeenCalled();
    const result = await api.post('/api/search', defaultFilter().filter, { query: { page: 1 } });
    expect(result).toEqual(body);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the network when the painted page was for another session', () => {
    setToken('t-1');
    document.cookie = 'kv_session=t-2; Path=/feed';
    inline([{ url: '/api/search?page=1', payload: JSON.stringify(defaultFeedPayloadOf()), body: {} }]);
    runEarlyScript('/feed');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

function defaultFeedPayloadOf(): unknown {
  return JSON.parse(JSON.stringify(toClientForm(defaultFilter().filter)));
}
