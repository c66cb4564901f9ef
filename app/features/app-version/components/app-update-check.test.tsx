import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '#app/lib/toast-store.ts';
import { mockFetch, type FetchMock, callTo } from '#app/test/fetch-mock.ts';
import { AppUpdateCheck } from './app-update-check.tsx';
import { emitSocket } from '#app/test/socket-stand-in.ts';
import * as appVersionApi from '#shared/api/app-version.ts';

vi.mock('#app/lib/socket.ts', () => import('#app/test/socket-stand-in.ts'));

const win = window as { Capacitor?: unknown };
const reload = vi.fn();
let fetch: FetchMock;

const page = (entry: string) =>
  `<!doctype html><html><head><script type="module" crossorigin src="${entry}"></script></head><body></body></html>`;

const version = (code: number, pkg = 'ru.kvartal.app') => ({
  package: pkg,
  version: { code, name: `2.${code}` },
  url: null,
  createdAt: '2026-11-22T10:00:00.000Z',
});

beforeEach(() => {
  for (const t of getToasts()) dismissToast(t.id);
  fetch = mockFetch();
  reload.mockReset();
  vi.stubGlobal('location', { ...window.location, reload });
});

afterEach(() => {
  delete win.Capacitor;
  document.head.querySelectorAll('script[type="module"]').forEach((s) => s.remove());
  vi.unstubAllGlobals();
});

const texts = () => getToasts().map((t) => t.text);
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('[app-version] a new build, in the wrapper', () => {
  beforeEach(() => {
    win.Capacitor = {
      isNativePlatform: () => true,
      Plugins: { App: { getInfo: () => Promise.resolve({ id: 'ru.kvartal.app', build: '41' }) } },
    };
  });

  it('[app-version] offers a newer build of its own package once, however often it is announced', async () => {
    let latest = version(41);
    fetch.on(appVersionApi.latestAppVersion, () => ({ body: latest }));
    render(<AppUpdateCheck />);
    await settle();
    expect(texts()).toEqual([]);

    latest = version(42);
    act(() =>
      emitSocket('NewAppVersion', { package: 'ru.kvartal.app', version: { code: 42, name: '2.42' } }),
    );
    await waitFor(() => expect(texts()).toEqual(['Доступна новая версия приложения 2.42']));
    expect(getToasts()[0]!.action?.label).toBe('Обновить');

    act(() =>
      emitSocket('NewAppVersion', { package: 'ru.kvartal.app', version: { code: 42, name: '2.42' } }),
    );
    await settle();
    expect(texts()).toHaveLength(1);
  });

  it('[app-version] another package’s build is not offered, nor asked about', async () => {
    fetch.on(appVersionApi.latestAppVersion, { body: version(41) });
    render(<AppUpdateCheck />);
    await settle();
    const asked = fetch.calls.length;
    act(() => emitSocket('NewAppVersion', { package: 'ru.other.app', version: { code: 99, name: '9.9' } }));
    await settle();
    expect(fetch.calls).toHaveLength(asked);
    expect(texts()).toEqual([]);
  });
});

describe('[app-version] a new build, in a browser', () => {
  beforeEach(() => {
    const script = document.createElement('script');
    script.type = 'module';
    script.setAttribute('src', '/assets/index-old111.js');
    document.head.append(script);
  });

  it('[app-version] says nothing while the server serves the web build the tab runs', async () => {
    fetch.on('GET', '/index.html', { text: page('/assets/index-old111.js') });
    render(<AppUpdateCheck />);
    act(() =>
      emitSocket('NewAppVersion', { package: 'ru.kvartal.app', version: { code: 42, name: '2.42' } }),
    );
    await waitFor(() => expect(fetch.calls.some((c) => c.url === '/index.html?build')).toBe(true));
    await settle();
    expect(texts()).toEqual([]);
    // The mobile build is none of a browser's business.
    expect(fetch.calls.some(callTo(appVersionApi.latestAppVersion))).toBe(false);
  });

  it('[app-version] offers a reload once when the server serves another web build', async () => {
    fetch.on('GET', '/index.html', () => ({ text: page('/assets/index-new222.js') }));
    render(<AppUpdateCheck />);
    act(() =>
      emitSocket('NewAppVersion', { package: 'ru.kvartal.app', version: { code: 42, name: '2.42' } }),
    );
    await waitFor(() =>
      expect(texts()).toEqual(['Вышла новая версия сайта: обновите страницу, чтобы работать в ней']),
    );
    act(() =>
      emitSocket('NewAppVersion', { package: 'ru.kvartal.app', version: { code: 43, name: '2.43' } }),
    );
    await settle();
    expect(texts()).toHaveLength(1);

    const action = getToasts()[0]!.action!;
    expect(action.label).toBe('Обновить страницу');
    action.onClick();
    // Without a service worker (this browser has none) the page reloads at once.
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
