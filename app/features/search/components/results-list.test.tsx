import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Market } from '#shared/enums.ts';
import type { TSearchFilterInput } from '#shared/schemas/filter.ts';
import type { TSearchResponse } from '#shared/schemas/search.ts';
import { buildObjectCard } from '#app/test/cards.ts';
import { mockFetch, type FetchMock, type MockAnswer, type MockCall, pathOf } from '#app/test/fetch-mock.ts';
import { ResultsList } from './results-list.tsx';
import * as searchApi from '#shared/api/search.ts';

const card = (id: number) => buildObjectCard({ id, title: `ЖК ${id}` });

const PER_PAGE = 2;

/** One page of a result of `total` cards whose ids start at `first`. */
function page(n: number, total: number, first = 1): TSearchResponse {
  const from = (n - 1) * PER_PAGE;
  const ids = Array.from(
    { length: Math.max(0, Math.min(PER_PAGE, total - from)) },
    (_, i) => first + from + i,
  );
  return {
    data: ids.map(card),
    meta: {
      current_page: n,
      last_page: Math.max(1, Math.ceil(total / PER_PAGE)),
      total,
      per_page: PER_PAGE,
    },
  };
}

const pageOf = (call: MockCall) => Number(new URL(call.url, 'http://x').searchParams.get('page'));

/** The sentinel's observer, driven by hand (jsdom has none and lays nothing out). */
const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
class FakeIntersectionObserver {
  private entry: { callback: IntersectionObserverCallback; targets: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    this.entry.targets = [];
  }
}

/** The end of the list comes into view (the observers watching something are told). */
function scrollToEnd() {
  act(() => {
    for (const o of observers.filter((o) => o.targets.length > 0)) {
      o.callback(
        o.targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      );
    }
  });
}

let api: FetchMock;
let client: QueryClient;

function renderList(filter: TSearchFilterInput) {
  const view = (f: TSearchFilterInput) => (
    <QueryClientProvider client={client}>
      <ResultsList filter={f} renderItem={(item) => <article>{item.title}</article>} />
    </QueryClientProvider>
  );
  const result = render(view(filter));
  return { rerender: (f: TSearchFilterInput) => result.rerender(view(f)) };
}

const titles = () => screen.queryAllByRole('article').map((a) => a.textContent);
const searches = () => api.calls.filter((c) => c.url.startsWith(pathOf(searchApi.searchCards)));

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  client.clear();
  vi.unstubAllGlobals();
});

describe('[search] the results list', () => {
  it('[search] loads the next page as the end comes into view and stops at the last page', async () => {
    api = mockFetch().on(searchApi.searchCards, (call) => ({ body: page(pageOf(call), 5) }));
    renderList({ market: Market.primary });
    await waitFor(() => expect(titles()).toEqual(['ЖК 1', 'ЖК 2']));
    expect(screen.getByText('Найдено 5 объектов')).toBeInTheDocument();

    scrollToEnd();
    await waitFor(() => expect(titles()).toHaveLength(4));
    scrollToEnd();
    await waitFor(() => expect(titles()).toEqual(['ЖК 1', 'ЖК 2', 'ЖК 3', 'ЖК 4', 'ЖК 5']));
    expect(screen.getByText('Больше объектов нет')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();

    // At the last page nothing more is asked for, however often the end shows.
    scrollToEnd();
    scrollToEnd();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(searches().map(pageOf)).toEqual([1, 2, 3]);
    expect(searches().every((c) => JSON.stringify(c.body) === '{"market":1}')).toBe(true);
  });

  it('[search] draws the first cards of a long first page at once and the rest right after, before the end can load more', async () => {
    const long: TSearchResponse = {
      data: Array.from({ length: 20 }, (_, i) => card(i + 1)),
      meta: { current_page: 1, last_page: 2, total: 30, per_page: 20 },
    };
    api = mockFetch().on(searchApi.searchCards, { body: long });
    // Each commit's cards as the DOM changes, so a loaded machine that renders both commits before a poll still
    // shows the first one (CI once polled after the second).
    const seen: { titles: string[]; watching: number }[] = [];
    const watch = new MutationObserver(() => {
      const now = titles();
      if (now.length > 0 && now.length !== seen.at(-1)?.titles.length)
        seen.push({ titles: now, watching: observers.filter((o) => o.targets.length > 0).length });
    });
    watch.observe(document.body, { childList: true, subtree: true });
    renderList({ market: Market.primary });
    await waitFor(() => expect(titles()).toHaveLength(20));
    watch.disconnect();
    // The answer's first paint: a phone's screen and a desktop's first row, not twenty cards in one long task.
    expect(seen[0]).toEqual({ titles: ['ЖК 1', 'ЖК 2', 'ЖК 3', 'ЖК 4'], watching: 0 });
    // The end's watcher comes in the effect after that render (CI once read it between the two).
    await waitFor(() => expect(observers.filter((o) => o.targets.length > 0)).toHaveLength(1));
  });

  it('[search] a new filter starts again at page 1 and cancels the old filter’s request in flight', async () => {
    let hold: ((answer: MockAnswer) => void) | null = null;
    api = mockFetch().on(searchApi.searchCards, (call) => {
      const { isAction } = call.body as TSearchFilterInput;
      const n = pageOf(call);
      // The first filter's page 2 hangs until the test says; the second filter's cards start at 100.
      if (!isAction && n === 2) return new Promise<MockAnswer>((resolve) => (hold = resolve));
      return { body: page(n, isAction ? 3 : 6, isAction ? 100 : 1) };
    });
    const { rerender } = renderList({ market: Market.primary });
    await waitFor(() => expect(titles()).toEqual(['ЖК 1', 'ЖК 2']));
    scrollToEnd();
    await waitFor(() => expect(hold).not.toBeNull());
    const inFlight = searches().at(-1)!;
    expect(pageOf(inFlight)).toBe(2);
    expect(inFlight.signal?.aborted).toBe(false);

    rerender({ market: Market.primary, isAction: true });
    await waitFor(() => expect(titles()).toEqual(['ЖК 100', 'ЖК 101']));
    expect(screen.getByText('Найдено 3 объекта')).toBeInTheDocument();
    expect(inFlight.signal?.aborted).toBe(true);
    const next = searches().at(-1)!;
    // Booleans go out as 1 (PRODUCT §5).
    expect([pageOf(next), next.body]).toEqual([1, { market: Market.primary, isAction: 1 }]);

    // The old answer arriving late changes nothing.
    act(() => hold!({ body: page(2, 6) }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(titles()).toEqual(['ЖК 100', 'ЖК 101']);
  });

  it('[search] says so when nothing is found', async () => {
    api = mockFetch().on(searchApi.searchCards, { body: page(1, 0) });
    renderList({ market: Market.primary, title: 'нет такого' });
    expect(await screen.findByText('По вашему запросу ничего не найдено')).toBeInTheDocument();
    expect(titles()).toEqual([]);
    expect(screen.queryByText(/^Найдено/)).toBeNull();
  });

  it('[search] offers a retry when the first page fails, and shows the list once it loads', async () => {
    let fail = true;
    api = mockFetch().on(searchApi.searchCards, (call) =>
      fail ? { status: 500, body: { message: 'Ошибка сервера' } } : { body: page(pageOf(call), 2) },
    );
    renderList({ market: Market.primary });
    expect(await screen.findByText('Не удалось загрузить объекты')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(titles()).toEqual(['ЖК 1', 'ЖК 2']));
    expect(screen.queryByText('Не удалось загрузить объекты')).toBeNull();
  });

  it('[search] keeps the cards when a next page fails, offers a retry there and stops loading meanwhile', async () => {
    let failPage2 = true;
    api = mockFetch().on(searchApi.searchCards, (call) =>
      pageOf(call) === 2 && failPage2
        ? { status: 503, body: { message: 'Сервис недоступен' } }
        : { body: page(pageOf(call), 4) },
    );
    renderList({ market: Market.primary });
    await waitFor(() => expect(titles()).toEqual(['ЖК 1', 'ЖК 2']));
    scrollToEnd();
    const retry = await screen.findByRole('button', { name: 'Повторить' });
    expect(titles()).toEqual(['ЖК 1', 'ЖК 2']);
    // While the error stands, the end coming into view does not hammer the server.
    const asked = searches().length;
    scrollToEnd();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(searches()).toHaveLength(asked);

    failPage2 = false;
    await userEvent.click(retry);
    await waitFor(() => expect(titles()).toEqual(['ЖК 1', 'ЖК 2', 'ЖК 3', 'ЖК 4']));
    expect(within(document.body).getByText('Больше объектов нет')).toBeInTheDocument();
  });
});
