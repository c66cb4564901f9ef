import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultFilter } from '#shared/filter-presets.ts';
import { toClientForm } from '#shared/client-form.ts';
import { EARLY_FEED_KEY } from '#shared/early-script.ts';
import { api } from './api.ts';
import { rememberFeedRequest, takeEarly } from './early-requests.ts';
import { setToken } from './storage.ts';
import { jsonAnswer, runEarlyScript } from '#app/test/early-script.ts';
import * as chessApi from '#shared/api/chess.ts';
import * as realtyApi from '#shared/api/realty.ts';
import * as searchApi from '#shared/api/search.ts';
import { pathOf } from '#app/test/fetch-mock.ts';

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  localStorage.clear();
  delete window.__early;
  fetchMock = vi.fn(async () => jsonAnswer({ data: [], meta: { total: 0 } }));
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
    expect(url).toBe(`${pathOf(searchApi.searchCards)}?page=1`);
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer t-1');

    // The app's own first request of the feed: the same body, so no second request goes out.
    const result = await api.post(pathOf(searchApi.searchCards), defaultFilter().filter, {
      query: { page: 1 },
    });
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
      [pathOf(realtyApi.getObject, { id: 42 }), '{"show":"777"}'],
      [pathOf(realtyApi.getObject, { id: 42 }), '{}'],
      [pathOf(chessApi.getChessSection, { id: 42, sectionId: 9 }), '{}'],
    ]);
  });

  it('leaves the board to the app when a stored filter marks its units', () => {
    setToken('t-1');
    localStorage.setItem('filters', JSON.stringify({ preset: false, filter: { cntApart: [2] } }));
    runEarlyScript('/realty/42/chess/9');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([pathOf(realtyApi.getObject, { id: 42 })]);
  });

  it('asks nothing for the map or other pages', () => {
    setToken('t-1');
    runEarlyScript('/feed?view=map');
    runEarlyScript('/cabinet');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hands an answer over once, and only for the same request and session', () => {
    const response = Promise.resolve(jsonAnswer({}));
    window.__early = [
      { method: 'POST', url: pathOf(realtyApi.getObject, { id: 1 }), payload: '{}', token: 't', response },
    ];
    expect(takeEarly('POST', pathOf(realtyApi.getObject, { id: 1 }), '{}', 'other')).toBeNull();
    expect(takeEarly('POST', pathOf(realtyApi.getObject, { id: 1 }), '{"show":"2"}', 't')).toBeNull();
    expect(takeEarly('POST', pathOf(realtyApi.getObject, { id: 1 }), '{}', 't')).toBe(response);
    expect(takeEarly('POST', pathOf(realtyApi.getObject, { id: 1 }), '{}', 't')).toBeNull();
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
    inline([
      {
        url: `${pathOf(searchApi.searchCards)}?page=1`,
        payload: JSON.stringify(defaultFeedPayloadOf()),
        body,
      },
    ]);
    runEarlyScript('/feed');
    expect(fetchMock).not.toHaveBeenCalled();
    const result = await api.post(pathOf(searchApi.searchCards), defaultFilter().filter, {
      query: { page: 1 },
    });
    expect(result).toEqual(body);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the network when the painted page was for another session', () => {
    setToken('t-1');
    document.cookie = 'kv_session=t-2; Path=/feed';
    inline([
      {
        url: `${pathOf(searchApi.searchCards)}?page=1`,
        payload: JSON.stringify(defaultFeedPayloadOf()),
        body: {},
      },
    ]);
    runEarlyScript('/feed');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

function defaultFeedPayloadOf(): unknown {
  return JSON.parse(JSON.stringify(toClientForm(defaultFilter().filter)));
}

describe('the app’s scripts on a painted page (decision 033)', () => {
  const APP = '/assets/index-1.js /assets/runtime-1.js /assets/entry-1.js';

  /** The server's painted page: the placeholder naming the scripts, its first photo and the app's stylesheet. */
  function paint(withPhoto = true) {
    document.body.innerHTML =
      `<div id="fp" data-path="/feed" data-app="${APP}">` +
      (withPhoto ? '<img src="/files/images/1/m.webp" fetchpriority="high">' : '') +
      '</div><link rel="stylesheet" href="/assets/entry.css"><div id="root"></div>';
    return {
      sheet: document.querySelector('link[rel=stylesheet]')!,
      photo: document.querySelector('img'),
    };
  }
  const added = () =>
    [...document.head.querySelectorAll('script[src], link[rel=modulepreload]')].map((e) => [
      e.tagName,
      e.getAttribute('src') ?? e.getAttribute('href'),
      (e as HTMLScriptElement).type || null,
      e.getAttribute('crossorigin'),
    ]);
  /** Lets the two frames and the task after them pass. */
  const frames = () => vi.advanceTimersByTimeAsync(50);

  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
  });

  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'hidden');
    document.head.querySelectorAll('script[src], link[rel=modulepreload]').forEach((e) => e.remove());
    document.body.innerHTML = '';
  });

  it('adds the entry and its preloads once the stylesheet and the first photo have loaded, and a frame is drawn', async () => {
    const { sheet, photo } = paint();
    runEarlyScript('/feed');
    await frames();
    expect(added()).toEqual([]);
    sheet.dispatchEvent(new Event('load'));
    await frames();
    expect(added()).toEqual([]);
    photo!.dispatchEvent(new Event('load'));
    expect(added()).toEqual([]);
    await frames();
    expect(added()).toEqual([
      ['SCRIPT', '/assets/index-1.js', 'module', ''],
      ['LINK', '/assets/runtime-1.js', null, ''],
      ['LINK', '/assets/entry-1.js', null, ''],
    ]);
    // Once only, whatever comes later.
    photo!.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(added()).toHaveLength(3);
  });

  it('waits for the browser to report the photo painted, where it reports largest paints', async () => {
    let report: (entries: object[]) => void = () => {};
    vi.stubGlobal(
      'PerformanceObserver',
      Object.assign(
        class {
          constructor(callback: (list: { getEntries: () => object[] }) => void) {
            report = (entries) => callback({ getEntries: () => entries });
          }
          observe() {}
        },
        { supportedEntryTypes: ['largest-contentful-paint', 'paint'] },
      ),
    );
    const { sheet, photo } = paint();
    runEarlyScript('/feed');
    sheet.dispatchEvent(new Event('load'));
    photo!.dispatchEvent(new Event('load'));
    // The heading was the largest paint so far: the photo is loaded, not yet drawn.
    report([{ url: '' }]);
    await frames();
    expect(added()).toEqual([]);
    report([{ url: '/files/images/1/m.webp' }]);
    await frames();
    expect(added()).toHaveLength(3);
  });

  it('does not wait longer than a second for a slow photo, and starts the app without a session too', async () => {
    const { sheet } = paint();
    runEarlyScript('/feed');
    sheet.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(900);
    expect(added()).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(added()).toHaveLength(3);
  });

  it('waits for the stylesheet (the app’s root must not show unstyled), but not forever', async () => {
    paint(false);
    runEarlyScript('/feed');
    await vi.advanceTimersByTimeAsync(2500);
    expect(added()).toEqual([]);
    await vi.advanceTimersByTimeAsync(600);
    expect(added()).toHaveLength(3);
  });

  it('leaves a page without the painted screen to its own scripts', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    runEarlyScript('/feed');
    await vi.advanceTimersByTimeAsync(5000);
    expect(added()).toEqual([]);
  });
});
