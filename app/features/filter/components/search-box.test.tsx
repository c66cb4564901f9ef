import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type FetchMock } from '#app/test/fetch-mock.ts';
import { bindNavigator } from '#app/lib/navigation.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { SearchBox } from './search-box.tsx';
import * as searchApi from '#shared/api/search.ts';

let fetch: FetchMock;
let unbind: () => void;

const breeze = { id: 1, title: 'ЖК Морской бриз', district: 'Центральный', address: 'ул. Пирогова, 72' };

beforeEach(() => {
  queryClient.clear();
  fetch = mockFetch().on(searchApi.autocomplete, (request) => {
    const title = (request.body as { title: string }).title;
    const complexes = title.startsWith('мор') ? [breeze] : [];
    return { body: { complexes, builders: [], districts: [], addresses: [] } };
  });
  unbind = bindNavigator({ navigate: vi.fn(), pathname: () => '/feed', isGuarded: () => true });
});

afterEach(() => {
  unbind();
  vi.unstubAllGlobals();
});

function renderBox() {
  const onPick = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <SearchBox value="" onPick={onPick} onClear={vi.fn()} />
    </QueryClientProvider>,
  );
  return { onPick, box: screen.getByRole('combobox') };
}

describe('[discovery] search box', () => {
  it('suggests complexes as the user types and picks one by the arrows and Enter', async () => {
    const user = userEvent.setup();
    const { onPick, box } = renderBox();
    await user.type(box, 'морск');
    expect(await screen.findByRole('option', { name: /ЖК Морской бриз/ })).toBeVisible();
    expect(screen.getByText('Жилые комплексы')).toBeVisible();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith({ kind: 'complex', item: breeze });
  });

  it('searches the typed text on Enter while a hovered suggestion belongs to the previous text', async () => {
    const user = userEvent.setup();
    const { onPick, box } = renderBox();
    await user.type(box, 'морск');
    await screen.findByRole('option', { name: /ЖК Морской бриз/ });
    await user.clear(box);
    await user.type(box, 'нигде');
    // The list still shows the previous text's answer under a resting pointer while the new one is on its way.
    await user.hover(screen.getByRole('option', { name: /ЖК Морской бриз/ }));
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick).toHaveBeenCalledWith({ kind: 'text', text: 'нигде' });
  });

  it('says so when nothing matches, and still offers to search the text', async () => {
    const user = userEvent.setup();
    const { onPick, box } = renderBox();
    await user.type(box, 'квартал');
    await waitFor(() =>
      expect(fetch.calls.some((c) => (c.body as { title: string }).title === 'квартал')).toBe(true),
    );
    expect(await screen.findByText('Ничего не нашлось')).toBeVisible();
    await user.click(screen.getByRole('option', { name: /квартал/ }));
    expect(onPick).toHaveBeenCalledWith({ kind: 'text', text: 'квартал' });
  });
});
