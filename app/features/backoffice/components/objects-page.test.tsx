import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBackofficeCard } from '#shared/schemas/backoffice.ts';
import { mockFetch, type MockAnswer } from '#app/test/fetch-mock.ts';
import { backofficeKeys } from '#app/resources/backoffice.ts';
import { renderInApp } from '#app/test/render-app.tsx';
import { ObjectsPage } from './objects-page.tsx';
import * as backofficeApi from '#shared/api/backoffice.ts';

/** IntersectionObserver stand-in: the test decides when the sentinel comes into view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** Scrolls the sentinel into view for every observer still watching. */
  static reveal() {
    for (const observer of FakeObserver.all.filter((o) => o.targets.length)) {
      const entries = observer.targets.map((target) => ({ target, isIntersecting: true }));
      observer.callback(entries as unknown as IntersectionObserverEntry[], observer as never);
    }
  }
}

const card = (id: number): TBackofficeCard => ({
  id,
  title: `ЖК Объект ${id}`,
  type: 1,
  published: id % 2 === 0,
  image: null,
  address: null,
  pavilionsCount: 1,
  flatsCount: 10,
  saleCount: 4,
  priceFrom: 5_000_000,
  updatedAt: '2026-03-01T10:00:00.000Z',
});

const page = (n: number, ids: number[], last: number, total: number): MockAnswer => ({
  body: { data: ids.map(card), meta: { current_page: n, last_page: last, total, per_page: 20 } },
});

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const pageOf = (url: string) => Number(new URL(url, 'http://x').searchParams.get('page'));

let client: QueryClient;

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage() {
  renderInApp(<ObjectsPage />, { client });
  return () => document.querySelector('[data-list-state]')!.getAttribute('data-list-state');
}

const cards = () => within(screen.getByRole('list', { name: 'Мои объекты' })).getAllByRole('link');

describe('[backoffice-app] «Мои объекты»', () => {
  it('[backoffice-app] loads the next page when the sentinel comes into view, and stops at the last', async () => {
    const fetch = mockFetch().on(backofficeApi.listBackofficeObjects, ({ url }) =>
      pageOf(url) === 1 ? page(1, range(1, 20), 2, 21) : page(2, [21], 2, 21),
    );
    const state = renderPage();
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(state()).toBe('ready');
    expect(screen.getAllByText('Не опубликован')).toHaveLength(10);

    act(() => FakeObserver.reveal());
    await waitFor(() => expect(cards()).toHaveLength(21));
    expect(screen.getByText('ЖК Объект 21')).toBeInTheDocument();
    expect(state()).toBe('complete');
    expect(fetch.calls.map((c) => pageOf(c.url))).toEqual([1, 2]);

    // The end is reached: the sentinel in view asks for nothing more.
    act(() => FakeObserver.reveal());
    expect(fetch.calls).toHaveLength(2);
    expect(screen.getByText('Это все ваши объекты')).toBeInTheDocument();
  });

  it('[backoffice-app] shows «Отсутствуют объекты» with the add button when there are none', async () => {
    mockFetch().on(backofficeApi.listBackofficeObjects, page(1, [], 1, 0));
    const state = renderPage();
    expect(await screen.findByText('Отсутствуют объекты')).toBeInTheDocument();
    expect(state()).toBe('noResults');
    fireEvent.click(screen.getAllByRole('button', { name: 'Добавить объект' })[1]!);
    expect(await screen.findByRole('dialog', { name: 'Новый объект' })).toBeInTheDocument();
  });

  it('[backoffice-app] shows the error slot and retries from it', async () => {
    let fail = true;
    mockFetch().on(backofficeApi.listBackofficeObjects, () =>
      fail
        ? { status: 500, body: { type: 'ServerError', message: 'Ошибка сервера' } }
        : page(1, [1, 2], 1, 2),
    );
    const state = renderPage();
    expect(await screen.findByText('Не удалось загрузить объекты')).toBeInTheDocument();
    expect(state()).toBe('error');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(state()).toBe('complete');
    expect(screen.queryByText('Не удалось загрузить объекты')).not.toBeInTheDocument();
  });

  it('[backoffice-app] a cancelled request of the next page is ignored: no error, the list stays as it was', async () => {
    const fetch = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
      if (pageOf(String(input)) === 1) {
        const body = JSON.stringify(page(1, range(1, 20), 2, 21).body);
        return Promise.resolve(new Response(body, { headers: { 'content-type': 'application/json' } }));
      }
      // Page 2 hangs until it is cancelled.
      return new Promise<Response>((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    });
    vi.stubGlobal('fetch', fetch);
    const state = renderPage();
    await waitFor(() => expect(cards()).toHaveLength(20));
    act(() => FakeObserver.reveal());
    await waitFor(() => expect(state()).toBe('loading'));
    expect(fetch).toHaveBeenCalledTimes(2);

    await act(() => client.cancelQueries({ queryKey: backofficeKeys.objects }));
    await waitFor(() => expect(state()).toBe('ready'));
    expect(cards()).toHaveLength(20);
    expect(screen.queryByText('Не удалось загрузить объекты')).not.toBeInTheDocument();
  });
});
