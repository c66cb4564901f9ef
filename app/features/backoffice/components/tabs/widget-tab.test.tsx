import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type FetchMock } from '#app/test/fetch-mock.ts';
import { backofficeObject } from '../../test/object-fixture.ts';
import { WidgetTab } from './widget-tab.tsx';
import * as systemApi from '#shared/api/system.ts';
import * as embedApi from '#shared/api/embed.ts';

const ID = 41;
let fetch: FetchMock;

beforeEach(() => {
  fetch = mockFetch();
  fetch.on(
    embedApi.getEmbedSettings,
    { id: ID },
    { body: { origins: ['https://zhk.example'], published: false } },
  );
  fetch.on(systemApi.readConfig, {
    body: {
      tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      tileAttribution: '',
      supportUrl: 'https://t.me/kvartal',
      publicUrl: 'https://kvartal.example',
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <WidgetTab object={backofficeObject({ id: ID })} />
    </QueryClientProvider>,
  );
}

describe('[embed] the back-office tab «Виджет на сайт»', () => {
  it('[embed] shows the sites, the code to paste and that an unpublished complex shows nothing', async () => {
    renderTab();
    expect(await screen.findByDisplayValue('https://zhk.example')).toBeInTheDocument();
    // The server's public address, as every public link: not this page's own origin.
    await waitFor(() =>
      expect(screen.getByTestId('embed-snippet')).toHaveTextContent(
        `<script src="https://kvartal.example/embed.js" data-object="${ID}"></script>`,
      ),
    );
    expect(
      screen.getByText('Комплекс не опубликован: виджет покажет «Объект недоступен».'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть виджет' })).toHaveAttribute('href', `/embed/${ID}`);
  });

  it('[embed] saves the sites without empty lines and shows a refusal on its own line', async () => {
    const user = userEvent.setup();
    fetch.on(embedApi.updateEmbedSettings, { id: ID }, ({ body }) => {
      const origins = (body as { origins: string[] }).origins;
      return origins.includes('http://bad.example')
        ? {
            status: 422,
            body: { message: 'Ошибка', errors: { 'origins.1': ['Адрес сайта: https://домен'] } },
          }
        : { body: { origins, published: false } };
    });
    renderTab();
    await screen.findByDisplayValue('https://zhk.example');
    await user.click(screen.getByRole('button', { name: 'Добавить сайт' }));
    await user.click(screen.getByRole('button', { name: 'Добавить сайт' }));
    const lines = screen.getAllByRole('textbox');
    await user.type(lines[2]!, 'http://bad.example');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    // The empty second line is not sent; the refusal of the sent second site lands on the third line.
    await waitFor(() =>
      expect(fetch.calls.at(-1)?.body).toEqual({ origins: ['https://zhk.example', 'http://bad.example'] }),
    );
    expect(await screen.findByText('Адрес сайта: https://домен')).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')[2]).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getAllByRole('textbox')[2]!);
    await user.type(screen.getAllByRole('textbox')[2]!, 'https://site.example');
    expect(screen.queryByText('Адрес сайта: https://домен')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(fetch.calls.at(-1)?.body).toEqual({ origins: ['https://zhk.example', 'https://site.example'] }),
    );
  });
});
