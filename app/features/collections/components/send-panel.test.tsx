import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCollectionFull } from '#shared/schemas/collections.ts';
import { dismissToast, getToasts } from '#app/lib/toast-store.ts';
import { bindNavigator } from '#app/lib/navigation.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { mockFetch, type FetchMock, pathOf } from '#app/test/fetch-mock.ts';
import { SendPanel } from './send-panel.tsx';
import * as collectionsApi from '#shared/api/collections.ts';
import * as snapshotApi from '#shared/api/snapshot.ts';

const ORIGIN = 'https://kvartal.example';
const SNAPSHOT = 'c_8jfIaQXsULot0mdfEmyg';

const card = { id: 7, title: 'ЖК Маяк' } as TCollectionFull['objects'][number];

function collection(snapshot: TCollectionFull['snapshot']): TCollectionFull {
  return {
    id: 3,
    version: 1,
    name: 'Для Ивановых',
    objects: [card, { ...card, id: 8 }],
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    snapshot,
    units: [],
    views: { total: 0, unique: 0, lastAt: null },
    feedback: [],
  };
}

let api: FetchMock;
let unbindNavigator: () => void;

beforeEach(() => {
  queryClient.clear();
  api = mockFetch()
    .on(snapshotApi.createSnapshot, { body: { id: SNAPSHOT } })
    .on(collectionsApi.getCollection, { id: 3 }, { body: { data: collection(null) } });
  unbindNavigator = bindNavigator({ navigate: vi.fn(), pathname: () => '/', isGuarded: () => true });
});

afterEach(() => {
  unbindNavigator();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const t of getToasts()) dismissToast(t.id);
});

function renderPanel(data: TCollectionFull) {
  const router = createMemoryRouter([
    { path: '*', element: <SendPanel collection={data} origin={ORIGIN} /> },
  ]);
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

const link = `${ORIGIN}/${SNAPSHOT}`;
const message = 'Подборка «Для Ивановых»: 2 объекта';
const toasts = () => getToasts().map((t) => t.text);

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

function stubExecCommand(result: boolean | 'throw') {
  const exec = vi.fn(() => {
    if (result === 'throw') throw new Error('not supported');
    return result;
  });
  Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
  return exec;
}

describe('[collections] the send screen', () => {
  it('makes the link once on arrival and offers it to Telegram and WhatsApp', async () => {
    renderPanel(collection(null));
    const field = await screen.findByRole('textbox', { name: 'Ссылка на подборку' });
    expect(field).toHaveValue(link);
    // StrictMode runs effects twice: still one snapshot.
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(api.calls[0]!.body).toEqual({ collectionId: 3 });
    expect(screen.getByRole('link', { name: 'Telegram' })).toHaveAttribute(
      'href',
      `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(message)}`,
    );
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${message} ${link}`)}`,
    );
    expect(screen.getByRole('link', { name: 'Открыть как клиент' })).toHaveAttribute('href', `/${SNAPSHOT}`);
  });

  it('offers the collection’s latest link again and says when the collection changed since', async () => {
    renderPanel(
      collection({
        id: SNAPSHOT,
        createdAt: '2026-11-20T12:00:00.000Z',
        updatedAt: '2026-11-20T12:00:00.000Z',
      }),
    );
    expect(screen.getByRole('textbox', { name: 'Ссылка на подборку' })).toHaveValue(link);
    expect(screen.getByRole('status')).toHaveTextContent('Подборка изменилась');
    await waitFor(() => expect(api.calls).toEqual([]));
  });

  it('refreshes the link to the collection’s current content', async () => {
    api.on(snapshotApi.refreshSnapshot, { id: SNAPSHOT }, { body: { id: SNAPSHOT } });
    renderPanel(
      collection({
        id: SNAPSHOT,
        createdAt: '2026-11-20T12:00:00.000Z',
        updatedAt: '2026-11-20T12:00:00.000Z',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Обновить ссылку' }));
    await waitFor(() =>
      expect(toasts()).toEqual(['Ссылка обновлена: по ней открывается текущий состав подборки']),
    );
    expect(api.calls.filter((c) => c.method === 'PUT')).toMatchObject([
      { url: pathOf(snapshotApi.refreshSnapshot, { id: SNAPSHOT }), body: {} },
    ]);
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('opens the system share sheet where the browser has one', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      renderPanel(
        collection({ id: SNAPSHOT, createdAt: '2026-11-22T00:00:00Z', updatedAt: '2026-11-22T00:00:00Z' }),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Поделиться…' }));
      expect(share).toHaveBeenCalledWith({ title: 'Для Ивановых', text: message, url: link });
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('offers no share sheet where the browser has none', () => {
    renderPanel(
      collection({ id: SNAPSHOT, createdAt: '2026-11-22T00:00:00Z', updatedAt: '2026-11-22T00:00:00Z' }),
    );
    expect(screen.queryByRole('button', { name: 'Поделиться…' })).toBeNull();
  });

  it('copies with the Clipboard API', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    const exec = stubExecCommand(true);
    renderPanel(
      collection({ id: SNAPSHOT, createdAt: '2026-11-22T00:00:00Z', updatedAt: '2026-11-22T00:00:00Z' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Копировать' }));
    await waitFor(() => expect(toasts()).toEqual(['Ссылка скопирована в буффер обмена']));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(exec).not.toHaveBeenCalled();
  });

  it('falls back to the copy command when the Clipboard API refuses', async () => {
    stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const exec = stubExecCommand(true);
    renderPanel(
      collection({ id: SNAPSHOT, createdAt: '2026-11-22T00:00:00Z', updatedAt: '2026-11-22T00:00:00Z' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Копировать' }));
    await waitFor(() => expect(toasts()).toEqual(['Ссылка скопирована в буффер обмена']));
    expect(exec).toHaveBeenCalledWith('copy');
  });

  it('says the link cannot be copied when neither way works', async () => {
    stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    stubExecCommand('throw');
    renderPanel(
      collection({ id: SNAPSHOT, createdAt: '2026-11-22T00:00:00Z', updatedAt: '2026-11-22T00:00:00Z' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Копировать' }));
    await waitFor(() => expect(toasts()).toEqual(['Невозможно скопировать ссылку']));
  });

  it('says so when the copy command reports failure', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    stubExecCommand(false);
    renderPanel(
      collection({ id: SNAPSHOT, createdAt: '2026-11-22T00:00:00Z', updatedAt: '2026-11-22T00:00:00Z' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Копировать' }));
    await waitFor(() => expect(toasts()).toEqual(['Невозможно скопировать ссылку']));
  });
});
