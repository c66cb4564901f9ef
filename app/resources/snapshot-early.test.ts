// The early script's read of a sent collection's link (shared/early-script.ts): sent with the HTML, with or without a
// session, and taken by the app's own read (fetchSnapshot) when it is the very same request.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeEarly } from '#app/lib/early-requests.ts';
import { setToken } from '#app/lib/storage.ts';
import { fetchSnapshot } from './snapshot.ts';
import { jsonAnswer, runEarlyScript } from '#app/test/early-script.ts';
import * as snapshotApi from '#shared/api/snapshot.ts';
import { pathOf } from '#app/test/fetch-mock.ts';

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  localStorage.clear();
  delete window.__early;
  fetchMock = vi.fn(async () => jsonAnswer({}));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('[collections-live] the early read of a sent collection’s link', () => {
  const LINK = 'Ab3_Ab3_Ab3_Ab3_Ab3_Ab';
  const read = { id: LINK, name: 'Для Ивановых', items: [], visitor: 'ip-1.sig' };

  beforeEach(() => fetchMock.mockImplementation(async () => jsonAnswer(read)));

  it('asks for it at once without a session, and the app’s read takes that answer', async () => {
    runEarlyScript(`/${LINK}`);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(pathOf(snapshotApi.getSnapshot, { id: LINK }));
    expect(init.method ?? 'GET').toBe('GET');
    expect(init.headers).toEqual({ 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' });
    expect(await fetchSnapshot(LINK)).toEqual(read);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(window.__early).toEqual([]);
    // The signed visitor id is kept for the next visit.
    expect(localStorage.getItem('snapshotVisitor')).toBe('ip-1.sig');
  });

  it('carries the kept visitor id and the session (the owner’s look records nothing), as the app does', async () => {
    localStorage.setItem('snapshotVisitor', 'ip-9.sig');
    setToken('t-1');
    runEarlyScript(`/${LINK}/`);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.headers).toMatchObject({ 'X-Visitor-Id': 'ip-9.sig', Authorization: 'Bearer t-1' });
    await fetchSnapshot(LINK);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    setToken('');
  });

  it('is not handed to a read of another visitor or session', () => {
    runEarlyScript(`/${LINK}`);
    const url = pathOf(snapshotApi.getSnapshot, { id: LINK });
    expect(takeEarly('GET', url, '', 't-1')).toBeNull();
    expect(takeEarly('GET', url, '', null, 'ip-2.sig')).toBeNull();
    expect(takeEarly('GET', url, '', null)).not.toBeNull();
  });

  it('asks nothing for the link’s complexes or for pages that cannot be a link', () => {
    runEarlyScript(`/${LINK}/12`);
    runEarlyScript('/short');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
