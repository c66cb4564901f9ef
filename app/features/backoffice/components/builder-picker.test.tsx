import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#app/test/fetch-mock.ts';
import { BuilderPicker } from './builder-picker.tsx';
import * as backofficeCatalogApi from '#shared/api/backoffice-catalog.ts';

const directory = [
  { id: 1, name: 'ГК «Черноморстрой»' },
  { id: 2, name: 'СЗ «Южный Дом»' },
];

describe('[backoffice-app] builder picker', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function setup(onPick = vi.fn()) {
    const fetch = mockFetch().on(backofficeCatalogApi.searchBuilders, ({ url }) => {
      const search = new URL(url, 'http://x').searchParams.get('search') ?? '';
      return { body: { data: directory.filter((b) => b.name.toLowerCase().includes(search.toLowerCase())) } };
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <BuilderPicker attachedIds={[1]} onPick={onPick} busy={false} />
      </QueryClientProvider>,
    );
    return { fetch, onPick };
  }

  const searches = (fetch: ReturnType<typeof mockFetch>) =>
    fetch.calls.map((c) => new URL(c.url, 'http://x').searchParams.get('search'));

  it('[backoffice-app] asks the server once the typing has paused for 300 ms', async () => {
    const { fetch } = setup();
    await screen.findByText('СЗ «Южный Дом»');
    expect(searches(fetch)).toEqual(['']);
    // From here the clock moves only when told: a clock that also follows real time (shouldAdvanceTime, which
    // findByText needs) may pass the 300 ms mark on a busy machine between two steps.
    vi.useFakeTimers();

    const input = screen.getByRole('searchbox', { name: 'Поиск по названию' });
    fireEvent.change(input, { target: { value: 'Ю' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(input, { target: { value: 'Юж' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(searches(fetch)).toEqual(['']);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(searches(fetch)).toEqual(['', 'Юж']);
  });

  it('[backoffice-app] ticks builders not yet attached and attaches them by ids', async () => {
    const { onPick } = setup();
    const attached = await screen.findByRole('checkbox', { name: /Черноморстрой/ });
    expect(attached).toBeDisabled();
    expect(attached).toBeChecked();
    const add = screen.getByRole('button', { name: 'Добавить выбранных (0)' });
    expect(add).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'СЗ «Южный Дом»' }));
    fireEvent.click(screen.getByRole('button', { name: 'Добавить выбранных (1)' }));
    expect(onPick).toHaveBeenCalledWith([2]);
  });

  it('[backoffice-app] «Создать» needs a name', async () => {
    setup();
    await screen.findByText('СЗ «Южный Дом»');
    expect(screen.getByRole('button', { name: 'Создать' })).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Название нового застройщика' }), {
      target: { value: '   ' },
    });
    expect(screen.getByRole('button', { name: 'Создать' })).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Название нового застройщика' }), {
      target: { value: 'ООО «Новый дом»' },
    });
    expect(screen.getByRole('button', { name: 'Создать' })).toBeEnabled();
  });
});
