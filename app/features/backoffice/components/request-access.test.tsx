import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TJoinRequest } from '#shared/schemas/backoffice.ts';
import { dismissToast, getToasts } from '#app/lib/toast-store.ts';
import { mockFetch, type FetchMock } from '#app/test/fetch-mock.ts';
import { RequestAccess } from './request-access.tsx';
import * as backofficeJoinApi from '#shared/api/backoffice-join.ts';

const request = (state: TJoinRequest['state'], company = 'ООО «СтройЮг»'): TJoinRequest => ({
  id: 5,
  state,
  company,
  comment: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: state === 'pending' ? null : '2026-11-21T10:00:00.000Z',
  user: { id: 7, name: null, phone: '+79000000005', email: null },
});

let fetch: FetchMock;
let list: TJoinRequest[];

beforeEach(() => {
  list = [];
  fetch = mockFetch().on(backofficeJoinApi.listJoinRequests, () => ({ body: { data: list } }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const toast of getToasts()) dismissToast(toast.id);
});

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RequestAccess />
    </QueryClientProvider>,
  );
}

const posts = () => fetch.calls.filter((c) => c.method === 'POST');

describe('[backoffice-app] the request for the builder cabinet', () => {
  it('[backoffice-app] needs a company; sends it with the comment and shows the request as pending', async () => {
    const user = userEvent.setup();
    fetch.on(backofficeJoinApi.fileJoinRequest, ({ body }) => {
      list = [{ ...request('pending'), ...(body as { company: string }) }];
      return { body: list[0] };
    });
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Кабинет застройщика' })).toBeInTheDocument();
    const company = screen.getByRole('textbox', { name: 'Компания' });
    await user.click(screen.getByRole('button', { name: 'Запросить доступ' }));
    expect(posts()).toHaveLength(0);
    expect(company.closest('[data-invalid]')).not.toBeNull();

    await user.type(company, '  ООО «Морской дом»  ');
    await user.type(screen.getByRole('textbox', { name: 'Комментарий' }), 'Строим в Адлере');
    await user.click(screen.getByRole('button', { name: 'Запросить доступ' }));
    expect(await screen.findByRole('heading', { name: 'Заявка на рассмотрении' })).toBeInTheDocument();
    expect(posts().map((c) => c.body)).toEqual([
      { company: 'ООО «Морской дом»', comment: 'Строим в Адлере' },
    ]);
    expect(screen.getByText(/ООО «Морской дом» · Подана/)).toBeInTheDocument();
    expect(getToasts().map((t) => t.text)).toContain('Заявка отправлена');
    expect(screen.queryByRole('button', { name: 'Запросить доступ' })).not.toBeInTheDocument();
  });

  it('[backoffice-app] a double click on «Запросить доступ» files one request', async () => {
    const user = userEvent.setup();
    let answer!: (value: { body: unknown }) => void;
    fetch.on(backofficeJoinApi.fileJoinRequest, () => new Promise((resolve) => (answer = resolve)));
    renderScreen();
    await user.type(await screen.findByRole('textbox', { name: 'Компания' }), 'ООО «Дубль»');
    await user.dblClick(screen.getByRole('button', { name: 'Запросить доступ' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(screen.getByText('Запросить доступ').closest('button')).toBeDisabled();
    list = [request('pending', 'ООО «Дубль»')];
    answer({ body: list[0] });
    expect(await screen.findByRole('heading', { name: 'Заявка на рассмотрении' })).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
  });

  it('[backoffice-app] shows the server’s 422 under the field', async () => {
    const user = userEvent.setup();
    fetch.on(backofficeJoinApi.fileJoinRequest, {
      status: 422,
      body: { message: 'Проверьте данные', errors: { company: ['Заявка уже на рассмотрении'] } },
    });
    renderScreen();
    await user.type(await screen.findByRole('textbox', { name: 'Компания' }), 'ООО «Дубль»');
    await user.click(screen.getByRole('button', { name: 'Запросить доступ' }));
    expect(await screen.findByText('Заявка уже на рассмотрении')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Компания' })).toHaveAccessibleDescription(
      'Заявка уже на рассмотрении',
    );
  });

  it('[backoffice-app] a pending request is shown instead of the form', async () => {
    list = [request('pending')];
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Заявка на рассмотрении' })).toBeInTheDocument();
    expect(screen.getByText(/обновлять страницу не нужно/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Компания' })).not.toBeInTheDocument();
  });

  it('[backoffice-app] after a refusal the form comes back with the company filled in', async () => {
    list = [request('rejected', 'ООО «Первая попытка»')];
    renderScreen();
    const refusal = (await screen.findByText('Заявка отклонена.')).closest('[role="status"]');
    expect(refusal).toHaveTextContent('Проверьте данные компании и отправьте заявку ещё раз.');
    expect(screen.getByRole('textbox', { name: 'Компания' })).toHaveValue('ООО «Первая попытка»');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Запросить доступ' })).toBeEnabled());
  });
});
